import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Warehouse, WarehouseValues } from '@shipdeck/domain/addresses/address.schema';
import {
  ADDRESS_LIMIT_EXCEEDED_KEY,
  canAddWarehouse,
  MAX_WAREHOUSES,
} from '@shipdeck/domain/addresses/address-limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInit } from '../../../shared/session/get-init.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useCreateWarehouse } from '../api/create-warehouse.ts';
import { useDeleteWarehouse } from '../api/delete-warehouse.ts';
import { useWarehouses } from '../api/get-warehouses.ts';
import { useSetDefaultWarehouse } from '../api/set-default-warehouse.ts';
import { useUpdateWarehouse } from '../api/update-warehouse.ts';
import { WarehouseCard } from '../components/address-card.tsx';
import { type AddressEditing, AddressEditPanel } from '../components/address-edit-panel.tsx';
import type { AddressFormResult } from '../components/address-form.tsx';

type Editing = AddressEditing<Warehouse> | null;

/** /settings/addresses/sender: the warehouses (at most 8, one default). */
export const SenderAddressesPage = () => {
  const { t } = useTranslation();
  const { client } = useInit();
  const warehouses = useWarehouses();
  const createWarehouse = useCreateWarehouse();
  const updateWarehouse = useUpdateWarehouse();
  const deleteWarehouse = useDeleteWarehouse();
  const setDefault = useSetDefaultWarehouse();
  const [editing, setEditing] = useState<Editing>(null);

  const count = warehouses.data?.length ?? 0;
  const isAtLimit = !canAddWarehouse(count);

  const save = async (values: AddressFormResult) => {
    const body = values as WarehouseValues;
    try {
      if (editing?.mode === 'edit') {
        await updateWarehouse.mutateAsync({ id: editing.address.id, values: body });
        showSuccessToast(t('addresses.toast.edited'));
      } else {
        await createWarehouse.mutateAsync(body);
        showSuccessToast(t('addresses.toast.saved'));
      }
      setEditing(null);
    } catch (error) {
      showErrorToast(t('addresses.toast.try-again'));
      throw error;
    }
  };

  const remove = (warehouse: Warehouse) =>
    deleteWarehouse.mutate(warehouse.id, {
      onSuccess: () => showSuccessToast(t('addresses.toast.deleted')),
      onError: () => showErrorToast(t('addresses.toast.try-again')),
    });

  const makeDefault = (warehouse: Warehouse) =>
    setDefault.mutate(warehouse.id, {
      onSuccess: () => showSuccessToast(t('addresses.toast.default-set', { name: warehouse.alias })),
      onError: () => showErrorToast(t('addresses.toast.try-again')),
    });

  const addButton = (
    <Button onClick={() => setEditing({ mode: 'create' })} disabled={isAtLimit}>
      {t('addresses.sender.add')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('addresses.sender.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('addresses.sender.subtitle', { max: MAX_WAREHOUSES })}
          </Text>
        </Stack>
        {warehouses.data && warehouses.data.length > 0 ? addButton : null}
      </Group>
      {isAtLimit ? (
        <Text size="sm" c="red" role="status">
          {t(ADDRESS_LIMIT_EXCEEDED_KEY)}
        </Text>
      ) : null}

      {warehouses.isPending ? (
        <LoadingState />
      ) : warehouses.isError ? (
        <ErrorState onRetry={() => void warehouses.refetch()} />
      ) : warehouses.data.length === 0 ? (
        <EmptyState title={t('addresses.sender.empty')}>
          <Text size="sm">{t('addresses.sender.empty-hint')}</Text>
          {addButton}
        </EmptyState>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {warehouses.data.map((warehouse) => (
            <WarehouseCard
              key={warehouse.id}
              warehouse={warehouse}
              isBusy={setDefault.isPending}
              onEdit={() => setEditing({ mode: 'edit', address: warehouse })}
              onDelete={() => remove(warehouse)}
              onSetDefault={() => makeDefault(warehouse)}
            />
          ))}
        </SimpleGrid>
      )}

      <AddressEditPanel
        kind="warehouse"
        editing={editing}
        titles={{ create: t('addresses.sender.add-title'), edit: t('addresses.sender.edit-title') }}
        defaultCountry={client.alpha2Code}
        isAtLimit={isAtLimit}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
};

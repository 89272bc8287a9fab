import { SimpleGrid, Text } from '@mantine/core';
import type { Warehouse } from '@shipdeck/domain/addresses/address.schema';
import { canAddWarehouse } from '@shipdeck/domain/addresses/address-limits';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useDeleteWarehouse } from '../api/delete-warehouse.ts';
import { useWarehouses } from '../api/get-warehouses.ts';
import { useSetDefaultWarehouse } from '../api/set-default-warehouse.ts';
import { AddAddressButton, AddressBookFrame } from '../components/address-book-frame.tsx';
import { WarehouseCard } from '../components/address-card.tsx';
import { useAddressEditing, useDeleteToasts } from '../hooks/use-address-editing.ts';

/** /settings/addresses/sender: the warehouses (at most 8, one default), as cards. */
export const SenderAddressesPage = () => {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  const deleteWarehouse = useDeleteWarehouse();
  const setDefault = useSetDefaultWarehouse();
  const editing = useAddressEditing('warehouse');
  const deleteToasts = useDeleteToasts();
  const count = warehouses.data?.length ?? 0;
  const isAtLimit = !canAddWarehouse(count);

  const makeDefault = (warehouse: Warehouse) =>
    setDefault.mutate(warehouse.id, {
      onSuccess: () => showSuccessToast(t('addresses.toast.default-set', { name: warehouse.alias })),
      onError: () => showErrorToast(t('addresses.toast.try-again')),
    });

  return (
    <AddressBookFrame kind="warehouse" isAtLimit={isAtLimit} isAddInHeader={count > 0} editing={editing}>
      {warehouses.isPending ? (
        <LoadingState />
      ) : warehouses.isError ? (
        <ErrorState onRetry={() => void warehouses.refetch()} />
      ) : count === 0 ? (
        <EmptyState title={t('addresses.sender.empty')}>
          <Text size="sm">{t('addresses.sender.empty-hint')}</Text>
          <AddAddressButton kind="warehouse" isAtLimit={isAtLimit} onClick={editing.startCreate} />
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
              onEdit={() => editing.startEdit(warehouse)}
              onDelete={() => deleteWarehouse.mutate(warehouse.id, deleteToasts)}
              onSetDefault={() => makeDefault(warehouse)}
            />
          ))}
        </SimpleGrid>
      )}
    </AddressBookFrame>
  );
};

import { Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  canAddSavedParcel,
  MAX_SAVED_PARCELS,
  PARCEL_LIMIT_EXCEEDED_KEY,
  type ParcelValues,
  type SavedParcel,
} from '@shipdeck/domain/parcels/parcel.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInit } from '../../../shared/session/get-init.ts';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useCreateParcel } from '../api/create-parcel.ts';
import { useDeleteParcel } from '../api/delete-parcel.ts';
import { useParcels } from '../api/get-parcels.ts';
import { useSetDefaultParcel } from '../api/set-default-parcel.ts';
import { useUpdateParcel } from '../api/update-parcel.ts';
import { ParcelForm } from '../components/parcel-form.tsx';
import { parcelDimensions, parcelWeight } from '../components/parcel-format.ts';

type Editing = { mode: 'create' } | { mode: 'edit'; parcel: SavedParcel } | null;

/** /settings/parcels: default parcels; the add button hides once 16 exist. */
export const ParcelsPage = () => {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('settings-menu.parcels'), useInit().tenant.brandName);
  const parcels = useParcels();
  const createParcel = useCreateParcel();
  const updateParcel = useUpdateParcel();
  const deleteParcel = useDeleteParcel();
  const setDefault = useSetDefaultParcel();
  const [editing, setEditing] = useState<Editing>(null);

  const count = parcels.data?.length ?? 0;
  const canAdd = parcels.isSuccess && canAddSavedParcel(count);

  const save = async (values: ParcelValues) => {
    try {
      if (editing?.mode === 'edit') {
        await updateParcel.mutateAsync({ id: editing.parcel.id, values });
      } else {
        await createParcel.mutateAsync(values);
      }
      showSuccessToast(t('parcels.toast.saved'));
      setEditing(null);
    } catch (error) {
      showErrorToast(t('parcels.toast.save-error'));
      throw error;
    }
  };

  const remove = (parcel: SavedParcel) =>
    deleteParcel.mutate(parcel.id, { onError: () => showErrorToast(t('parcels.toast.delete-error')) });

  const makeDefault = (parcel: SavedParcel) =>
    setDefault.mutate(parcel.id, { onError: () => showErrorToast(t('parcels.toast.default-error')) });

  const addButton = canAdd ? (
    <Button onClick={() => setEditing({ mode: 'create' })}>{t('parcels.add')}</Button>
  ) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>{t('settings-menu.parcels')}</Title>
          <Text size="sm" c="dimmed">
            {t('parcels.subtitle', { max: MAX_SAVED_PARCELS })}
          </Text>
        </Stack>
        {count > 0 ? addButton : null}
      </Group>
      {parcels.isSuccess && !canAdd ? (
        <Text size="sm" role="status">
          {t('parcels.limit-reached', { max: MAX_SAVED_PARCELS })}
        </Text>
      ) : null}

      {parcels.isPending ? (
        <LoadingState />
      ) : parcels.isError ? (
        <ErrorState onRetry={() => void parcels.refetch()} />
      ) : parcels.data.length === 0 ? (
        <EmptyState title={t('parcels.empty')}>
          <Text size="sm">{t('parcels.empty-hint')}</Text>
          {addButton}
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover aria-label={t('settings-menu.parcels')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('parcels.field.name')}</Table.Th>
                <Table.Th>{t('parcels.field.weight')}</Table.Th>
                <Table.Th>{t('parcels.column-dimensions')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('parcels.column-actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parcels.data.map((parcel) => (
                <Table.Tr key={parcel.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {parcel.name}
                      </Text>
                      {parcel.isDefault ? <Badge variant="light">{t('parcels.default-badge')}</Badge> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{parcelWeight(parcel.weight, i18n.language)}</Table.Td>
                  <Table.Td>{parcelDimensions(parcel)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing({ mode: 'edit', parcel })}
                        aria-label={t('parcels.actions.edit-named', { name: parcel.name })}
                      >
                        {t('parcels.actions.edit')}
                      </Button>
                      {parcel.isDefault ? null : (
                        <Button
                          size="xs"
                          variant="subtle"
                          disabled={setDefault.isPending}
                          onClick={() => makeDefault(parcel)}
                          aria-label={t('parcels.actions.set-default-named', { name: parcel.name })}
                        >
                          {t('parcels.actions.set-default')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => remove(parcel)}
                        aria-label={t('parcels.actions.delete-named', { name: parcel.name })}
                      >
                        {t('parcels.actions.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <SidePanel
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.mode === 'edit' ? 'parcels.edit-title' : 'parcels.add-title')}
      >
        {editing ? (
          <ParcelForm
            key={editing.mode === 'edit' ? editing.parcel.id : 'new'}
            initialValues={editing.mode === 'edit' ? editing.parcel : undefined}
            submitLabel={t('parcels.actions.save')}
            onSubmit={save}
            onCancel={() => setEditing(null)}
            disabledMessageKey={editing.mode === 'create' && !canAdd ? PARCEL_LIMIT_EXCEEDED_KEY : undefined}
          />
        ) : null}
      </SidePanel>
    </Stack>
  );
};

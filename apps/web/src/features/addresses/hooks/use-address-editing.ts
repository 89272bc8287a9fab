import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import type { AddressKind, AddressOfKind } from '../address-kinds.ts';
import { type AddressBody, useCreateAddress } from '../api/create-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import type { AddressEditing } from '../components/address-edit-panel.tsx';
import type { AddressFormResult } from '../components/address-form.tsx';

/**
 * Which address the side panel edits, and how the panel saves it: a create or an update of the
 * kind, confirmed with a toast. A refused save shows the try-again toast and rethrows, so the form
 * stays open with the server's messages on its fields.
 */
export const useAddressEditing = <Kind extends AddressKind>(kind: Kind) => {
  const { t } = useTranslation();
  const create = useCreateAddress(kind);
  const update = useUpdateAddress(kind);
  const [editing, setEditing] = useState<AddressEditing<AddressOfKind<Kind>> | null>(null);

  const save = async (values: AddressFormResult) => {
    const body = values as AddressBody;
    try {
      if (editing?.mode === 'edit') {
        await update.mutateAsync({ id: editing.address.id, body });
        showSuccessToast(t('addresses.toast.edited'));
      } else {
        await create.mutateAsync(body);
        showSuccessToast(t('addresses.toast.saved'));
      }
      setEditing(null);
    } catch (error) {
      showErrorToast(t('addresses.toast.try-again'));
      throw error;
    }
  };

  return {
    editing,
    startCreate: () => setEditing({ mode: 'create' }),
    startEdit: (address: AddressOfKind<Kind>) => setEditing({ mode: 'edit', address }),
    close: () => setEditing(null),
    save,
  };
};

/** The toasts of a delete: done, or try again (the list has put the address back). */
export const useDeleteToasts = () => {
  const { t } = useTranslation();
  return {
    onSuccess: () => showSuccessToast(t('addresses.toast.deleted')),
    onError: () => showErrorToast(t('addresses.toast.try-again')),
  };
};

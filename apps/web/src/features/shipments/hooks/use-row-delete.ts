import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteShipments } from '../../../shared/api/delete-shipments.ts';
import { shipmentKeys } from '../../../shared/api/shipment-keys.ts';
import { apiErrorText, translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';

/**
 * Deleting one row's draft: `onDelete` asks (the dialog shows `toDelete`), `confirmDelete` deletes
 * it and, once the server has, calls `onDeleted` so the list and the selection drop the row.
 */
export const useRowDelete = ({ onDeleted }: { onDeleted: (reference: string) => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deleteMutation = useDeleteShipments();
  const [toDelete, setToDelete] = useState<ShipmentView | undefined>();

  const onDelete = useCallback((shipment: ShipmentView) => setToDelete(shipment), []);
  const cancelDelete = () => setToDelete(undefined);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const reference = toDelete.reference;
    try {
      const result = await deleteMutation.mutateAsync([reference]);
      const failure = result.failed.find((entry) => entry.reference === reference);
      if (failure) {
        showErrorToast(translateMessageKey(t, failure.message));
      } else {
        onDeleted(reference);
        showSuccessToast(t('shipments.delete.done', { count: 1 }));
        void queryClient.invalidateQueries({ queryKey: shipmentKeys.stats() });
      }
      setToDelete(undefined);
    } catch (error) {
      showErrorToast(apiErrorText(t, error));
    }
  };

  return { toDelete, onDelete, cancelDelete, confirmDelete, isPending: deleteMutation.isPending };
};

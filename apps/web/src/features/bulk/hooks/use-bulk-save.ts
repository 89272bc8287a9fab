import type { BulkShipmentChange } from '@shipdeck/domain/shipments/bulk.schema';
import { useTranslation } from 'react-i18next';
import { useUpdateShipments } from '../api/update-shipments.ts';
import { useBulkOutcome } from './use-bulk-outcome.ts';

/**
 * The bulk update mutation (idle, pending, success, error): reports the outcome and
 * hands the failed references to `onDone`, which reselects them and returns to the actions.
 */
export const useBulkSave = (onDone: (failed: string[]) => void) => {
  const { t } = useTranslation();
  const update = useUpdateShipments();
  const outcome = useBulkOutcome();
  const save = (changes: BulkShipmentChange[]) =>
    update.mutate(changes, {
      onSuccess: (answer) => {
        const failed = answer.shipmentsFailed.map((failure) => failure.reference);
        outcome.report(
          { doneCount: answer.shipmentsUpdated.length, updated: answer.shipmentsUpdated, failed },
          (count) => t('bulk-notification.shipments.success', { count }),
        );
        onDone(failed);
      },
      onError: outcome.reportRejected,
    });
  return { save, isPending: update.isPending };
};

import { notifications } from '@mantine/notifications';
import { EventType } from '@shipdeck/domain/events/event-types';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shipmentKeys } from '../../../shared/api/shipment-keys.ts';
import { dispatchRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';

export type BulkOutcome = {
  /** How many shipments changed. */
  doneCount: number;
  /** The changed shipments when the answer carries them: the list shows them at once. */
  updated?: ShipmentView[];
  /** References the server deleted: the list drops them at once. */
  deleted?: string[];
  failed: string[];
};

/**
 * The answer of a bulk call as the seller sees it: a success toast with the count,
 * or a warning when some failed, then 'try again later'; a rejected call is a processing error.
 * The list is told about changed rows through the same events the server sends, so it does not
 * wait for the live connection (the server's own events change nothing further).
 */
export const useBulkOutcome = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      report: (outcome: BulkOutcome, successText: (count: number) => string) => {
        const createdAt = new Date().toISOString();
        for (const shipment of outcome.updated ?? []) {
          dispatchRealtimeEvent(
            {
              id: `bulk:${shipment.reference}`,
              type: EventType.ShipmentUpdated,
              payload: shipment,
              createdAt,
            },
            queryClient,
          );
        }
        for (const reference of outcome.deleted ?? []) {
          dispatchRealtimeEvent(
            { id: `bulk:${reference}`, type: EventType.ShipmentDeleted, payload: { reference }, createdAt },
            queryClient,
          );
        }
        void queryClient.invalidateQueries({ queryKey: shipmentKeys.stats() });
        if (outcome.failed.length === 0) {
          showSuccessToast(successText(outcome.doneCount));
          return;
        }
        notifications.show({
          color: 'orange',
          withBorder: true,
          autoClose: 8000,
          title: t('bulk-notification.shipments.warning', { count: outcome.failed.length }),
          message: t('error.message.try-again-later'),
        });
      },
      reportRejected: () => showErrorToast(t('error.message.try-again-later'), t('error.message.processing')),
    }),
    [queryClient, t],
  );
};

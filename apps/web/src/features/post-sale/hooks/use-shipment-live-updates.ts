import { EventType } from '@shipdeck/domain/events/event-types';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useEffect } from 'react';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { postSaleKeys } from '../api/post-sale-keys.ts';

const shipmentOfEvent = (payload: unknown): ShipmentView | undefined => {
  const candidate = payload as Partial<ShipmentView> | null;
  if (!candidate || typeof candidate.reference !== 'string' || typeof candidate.state !== 'string') return;
  if (!candidate.data || typeof candidate.displayStatus !== 'string') return;
  return candidate as ShipmentView;
};

/**
 * The details page follows its shipment live. A shipment-updated event for this
 * reference replaces the cached shipment (status, actions) and refetches the carrier's tracking.
 */
export const useShipmentLiveUpdates = (reference: string) => {
  useEffect(
    () =>
      onRealtimeEvent(EventType.ShipmentUpdated, (event, queryClient) => {
        const shipment = shipmentOfEvent(event.payload);
        if (!shipment || shipment.reference !== reference) return;
        queryClient.setQueryData(postSaleKeys.detail(reference), shipment);
        void queryClient.invalidateQueries({ queryKey: postSaleKeys.tracking(reference) });
      }),
    [reference],
  );
};

import { EventType } from '@shipdeck/domain/events/event-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { shipmentKeys } from '../../../shared/api/shipment-keys.ts';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';

/** Inbox counts are asked for again 800 ms after the last shipment event. */
export const COUNTS_REFRESH_DEBOUNCE_MS = 800;

export const useCountsRefresh = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: shipmentKeys.stats() }),
        COUNTS_REFRESH_DEBOUNCE_MS,
      );
    };
    const unsubscribers = [
      EventType.ShipmentCreated,
      EventType.ShipmentUpdated,
      EventType.ShipmentDeleted,
    ].map((type) => onRealtimeEvent(type, schedule));
    return () => {
      clearTimeout(timer);
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  }, [queryClient]);
};

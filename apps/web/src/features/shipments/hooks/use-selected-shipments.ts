import { EventType } from '@shipdeck/domain/events/event-types';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useEffect, useMemo, useState } from 'react';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { referenceOfEvent, shipmentOfEvent } from '../../../shared/realtime/shipment-event-payload.ts';

/**
 * The selected shipments, as last seen: a selected row that leaves the open inbox (a bulk edit completes
 * drafts, which moves them out of the draft inbox) stays selected, with its new state, until the seller
 * changes the selection or it is deleted. Rows on screen come first, in list order.
 */
export const useSelectedShipments = (rows: readonly ShipmentView[], selected: ReadonlySet<string>) => {
  const [updatedElsewhere, setUpdatedElsewhere] = useState<ReadonlyMap<string, ShipmentView | null>>(
    new Map(),
  );

  useEffect(() => {
    const remember = (reference: string, shipment: ShipmentView | null) =>
      setUpdatedElsewhere((current) => new Map(current).set(reference, shipment));
    const unsubscribers = [
      onRealtimeEvent(EventType.ShipmentUpdated, (event) => {
        const shipment = shipmentOfEvent(event.payload);
        if (shipment) remember(shipment.reference, shipment);
      }),
      onRealtimeEvent(EventType.ShipmentDeleted, (event) => {
        const reference = referenceOfEvent(event.payload);
        if (reference) remember(reference, null);
      }),
    ];
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  }, []);

  return useMemo(() => {
    const onScreen = rows.filter((row) => selected.has(row.reference));
    const shown = new Set(onScreen.map((row) => row.reference));
    const gone = [...selected]
      .filter((reference) => !shown.has(reference))
      .map((reference) => updatedElsewhere.get(reference))
      .filter((shipment): shipment is ShipmentView => Boolean(shipment));
    return [...onScreen, ...gone];
  }, [rows, selected, updatedElsewhere]);
};

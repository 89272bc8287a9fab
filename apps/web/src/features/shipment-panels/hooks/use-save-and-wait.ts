import { EventType } from '@shipdeck/domain/events/event-types';
import type { ShipmentInput, ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useEffect, useRef, useState } from 'react';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { shipmentOfEvent } from '../../../shared/realtime/shipment-event-payload.ts';
import { useSaveShipment } from '../../shipment-draft/index.ts';

/**
 * How long a saved panel waits for the shipment's update event before it trusts the save's own
 * answer: the event is what the panel reacts to, a lost socket must not leave it spinning.
 */
export const UPDATE_EVENT_TIMEOUT_MS = 10_000;

/**
 * Panels save a shipment, then wait for the shipment.updated event of that reference
 * and hand over the shipment it carries. Listening starts before the request, since the event can
 * arrive before the answer.
 */
export const useSaveAndWait = (reference: string) => {
  const save = useSaveShipment();
  const [isWaiting, setIsWaiting] = useState(false);
  const cancelRef = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancelRef.current?.(), []);

  const saveAndWait = async (shipment: ShipmentInput): Promise<ShipmentView> => {
    cancelRef.current?.();
    setIsWaiting(true);
    let settle: (view: ShipmentView | undefined) => void = () => undefined;
    const arrived = new Promise<ShipmentView | undefined>((resolve) => {
      settle = resolve;
    });
    const unsubscribe = onRealtimeEvent(EventType.ShipmentUpdated, (event) => {
      const updated = shipmentOfEvent(event.payload);
      if (updated?.reference === reference) settle(updated);
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      unsubscribe();
      clearTimeout(timer);
    };
    cancelRef.current = () => {
      stop();
      settle(undefined);
    };
    try {
      const answered = await save.mutateAsync({ reference, shipment });
      timer = setTimeout(() => settle(undefined), UPDATE_EVENT_TIMEOUT_MS);
      return (await arrived) ?? answered;
    } finally {
      stop();
      cancelRef.current = undefined;
      setIsWaiting(false);
    }
  };

  return { saveAndWait, isSaving: save.isPending || isWaiting };
};

import { EventType } from '@shipdeck/domain/events/event-types';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import { useSyncExternalStore } from 'react';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { referenceOfEvent, shipmentOfEvent } from '../../../shared/realtime/shipment-event-payload.ts';

/**
 * Ready-to-purchase notifications (`inboxNotifications`): a shipment that
 * enters the ready-to-purchase inbox while the seller is not looking at that inbox is flagged; its
 * row shows a "new" badge until it has been half visible for 5 s.
 */
const flagged = new Set<string>();
const listeners = new Set<() => void>();
/** Whether each shipment seen so far was in ready to purchase, to tell "entering" from "staying". */
const wasReadyToPurchase = new Map<string, boolean>();
let viewingInbox: Inbox | undefined;
let version = 0;

const emit = () => {
  version += 1;
  for (const listener of listeners) listener();
};

const isReadyToPurchase = (shipment: Pick<ShipmentView, 'inboxes'>) =>
  shipment.inboxes.includes(Inbox.ReadyToPurchase);

export const setViewingInbox = (inbox: Inbox | undefined) => {
  viewingInbox = inbox;
};

/** Rows the list has shown: what they were is the baseline for the next event. */
export const rememberShipments = (shipments: readonly ShipmentView[]) => {
  for (const shipment of shipments) wasReadyToPurchase.set(shipment.reference, isReadyToPurchase(shipment));
};

export const noteShipmentChange = (shipment: ShipmentView) => {
  const isNow = isReadyToPurchase(shipment);
  const was = wasReadyToPurchase.get(shipment.reference) ?? false;
  wasReadyToPurchase.set(shipment.reference, isNow);
  if (isNow && !was && viewingInbox !== Inbox.ReadyToPurchase) {
    flagged.add(shipment.reference);
    emit();
  } else if (!isNow && flagged.delete(shipment.reference)) {
    emit();
  }
};

export const clearNotification = (reference: string) => {
  if (flagged.delete(reference)) emit();
};

export const resetNotifications = () => {
  flagged.clear();
  wasReadyToPurchase.clear();
  viewingInbox = undefined;
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useHasNotification = (reference: string) => {
  useSyncExternalStore(subscribe, () => version);
  return flagged.has(reference);
};

let isRegistered = false;

/** Listens for the whole session once the shipments area has been opened. */
export const registerNotificationHandlers = () => {
  if (isRegistered) return;
  isRegistered = true;
  const onChange = (payload: unknown) => {
    const shipment = shipmentOfEvent(payload);
    if (shipment) noteShipmentChange(shipment);
  };
  onRealtimeEvent(EventType.ShipmentCreated, (event) => onChange(event.payload));
  onRealtimeEvent(EventType.ShipmentUpdated, (event) => onChange(event.payload));
  onRealtimeEvent(EventType.ShipmentDeleted, (event) => {
    const reference = referenceOfEvent(event.payload);
    if (reference) {
      wasReadyToPurchase.delete(reference);
      clearNotification(reference);
    }
  });
};

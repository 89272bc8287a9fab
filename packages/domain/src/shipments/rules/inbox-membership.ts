import { type DisplayStatus, Inbox, SHIPMENT_STATES, type ShipmentState } from '../shipment-states.ts';
import { displayStatusOf } from './display-status.ts';

const INBOX_BY_DISPLAY: Record<DisplayStatus, Inbox[]> = {
  DRAFT: [Inbox.Pending, Inbox.Draft],
  READY_TO_PURCHASE: [Inbox.Pending, Inbox.ReadyToPurchase],
  PROCESSING: [Inbox.Processing],
  READY_FOR_SHIPPING: [Inbox.ReadyForShipping],
  IN_TRANSIT: [Inbox.Tracking, Inbox.InTransit],
  OUT_FOR_DELIVERY: [Inbox.Tracking, Inbox.OutForDelivery],
  DELIVERED: [Inbox.Tracking, Inbox.Delivered],
  INCIDENT: [Inbox.Tracking, Inbox.Incident],
  RETURNED_TO_SENDER: [Inbox.Tracking, Inbox.ReturnedToSender],
  CANCELED: [Inbox.Canceled],
};

/**
 * Inboxes a shipment appears in. An archived shipment appears only in the archived inbox;
 * every other shipment is in `all` plus the inboxes of its display status.
 */
export const inboxesOf = (shipment: { state: ShipmentState; isArchived: boolean }): Inbox[] =>
  shipment.isArchived ? [Inbox.Archived] : [Inbox.All, ...INBOX_BY_DISPLAY[displayStatusOf(shipment.state)]];

/** Backend states listed by an inbox; `all` and `archived` are not state filters. */
export const statesOfInbox = (inbox: Inbox): ShipmentState[] | 'any' => {
  if (inbox === Inbox.All || inbox === Inbox.Archived) return 'any';
  return SHIPMENT_STATES.filter((state) => INBOX_BY_DISPLAY[displayStatusOf(state)].includes(inbox));
};

/** The inbox of a path segment ('ready-to-purchase' → READY_TO_PURCHASE); unknown or pending → all. */
export const inboxFromPath = (segment: string | undefined): { inbox: Inbox; isRedirect: boolean } => {
  const candidate = (segment ?? '').toUpperCase().replaceAll('-', '_');
  const known = (Object.values(Inbox) as string[]).includes(candidate) ? (candidate as Inbox) : undefined;
  if (!known || known === Inbox.Pending) return { inbox: Inbox.All, isRedirect: true };
  return { inbox: known, isRedirect: false };
};

export const inboxToPath = (inbox: Inbox) => inbox.toLowerCase().replaceAll('_', '-');

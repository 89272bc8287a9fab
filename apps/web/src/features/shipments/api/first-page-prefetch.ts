import { EventType } from '@shipdeck/domain/events/event-types';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import {
  getShipments,
  type ShipmentListParams,
  type ShipmentPage,
  shipmentListSearch,
} from './get-shipments.ts';

/** A first page asked for longer ago than this is not handed to a list: the list asks again. */
const FRESH_FOR_MS = 10_000;

type Prefetched = { page: Promise<ShipmentPage>; askedAt: number; isStale: boolean };
const pending = new Map<string, Prefetched>();

const keyOf = (params: ShipmentListParams) => shipmentListSearch({ ...params, page: 1 }).toString();

// A shipment event that arrives before a list takes its page may be missing from that page, and no list
// was there to apply it (a marketplace import creating drafts right after connecting): such a page is
// not handed over, and the list asks for its own.
const markStale = () => {
  for (const prefetched of pending.values()) prefetched.isStale = true;
};
for (const type of [EventType.ShipmentCreated, EventType.ShipmentUpdated, EventType.ShipmentDeleted])
  onRealtimeEvent(type, markStale);

/**
 * Asks for the first page of a list as soon as the address is known, while the list's own code is still
 * loading, so the rows do not wait for it. The list takes the answer once (`takePrefetchedFirstPage`).
 */
export const prefetchFirstPage = (params: ShipmentListParams) => {
  const key = keyOf(params);
  const existing = pending.get(key);
  if (existing && !existing.isStale && Date.now() - existing.askedAt < FRESH_FOR_MS) return;
  const page = getShipments({ ...params, page: 1 });
  // A failure is the list's to show when it takes the answer; unclaimed, it is nobody's.
  page.catch(() => undefined);
  pending.set(key, { page, askedAt: Date.now(), isStale: false });
};

/** The first page asked for ahead of the list with these parameters, once, if it is still fresh. */
export const takePrefetchedFirstPage = (params: ShipmentListParams): Promise<ShipmentPage> | undefined => {
  const key = keyOf(params);
  const prefetched = pending.get(key);
  pending.delete(key);
  if (!prefetched || prefetched.isStale || Date.now() - prefetched.askedAt >= FRESH_FOR_MS) return undefined;
  return prefetched.page;
};

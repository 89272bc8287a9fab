import type { Db } from '../../platform/db/database.ts';
import { pickupsRepository } from './pickups.repository.ts';

/** A shipment's booked collection: its day and its time window (local HH:mm). */
export type CollectionBooking = { date: string; windowFrom: string; windowTo: string };

/**
 * The collection each of these shipments is booked on with its carrier, by shipment id; shipments
 * without a booked one are left out. One read for all of them.
 */
export const findCollectionBookings = async (
  db: Db,
  clientId: string,
  shipmentIds: string[],
): Promise<Map<string, CollectionBooking>> =>
  new Map(
    (await pickupsRepository.bookedSlotsOf(db, clientId, shipmentIds)).map(({ shipmentId, ...slot }) => [
      shipmentId,
      slot,
    ]),
  );

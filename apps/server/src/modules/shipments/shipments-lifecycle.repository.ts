import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type NewShipmentRow, type ShipmentRow, shipments } from './shipments.tables.ts';

/** States the tracking simulator still moves (the partial index of migration 0060 serves them). */
export const ACTIVE_TRACKING_STATES = [
  'READY_TO_PRINT',
  'READY_FOR_COLLECTION',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'INCIDENT',
] as const;

/**
 * Records the carrier's bookings and their tracking numbers whatever the shipments' states (a booking
 * exists at the carrier either way; a cancellation needs its numbers), in one statement. A booking
 * already recorded is kept. Answers each shipment as it is afterwards, by id.
 */
const recordBookings = async (
  db: Db,
  bookings: readonly { id: string; bookingReference: string; trackingNumbers: string[] }[],
): Promise<Map<string, ShipmentRow>> => {
  if (bookings.length === 0) return new Map();
  const ids = bookings.map((booking) => booking.id);
  const recorded = await db
    .update(shipments)
    .set({
      carrierBookingReference: sql`(${JSON.stringify(
        Object.fromEntries(bookings.map((booking) => [booking.id, booking.bookingReference])),
      )}::jsonb ->> (${shipments.id}::text))`,
      trackings: sql`(${JSON.stringify(
        Object.fromEntries(bookings.map((booking) => [booking.id, booking.trackingNumbers])),
      )}::jsonb -> (${shipments.id}::text))`,
      updatedAt: new Date(),
    })
    .where(and(inArray(shipments.id, ids), isNull(shipments.carrierBookingReference)))
    .returning();
  const byId = new Map(recorded.map((row) => [row.id, row]));
  const others = ids.filter((id) => !byId.has(id));
  if (others.length > 0)
    for (const row of await db.select().from(shipments).where(inArray(shipments.id, others)))
      byId.set(row.id, row);
  return byId;
};

export const shipmentsLifecycleRepository = {
  /** Parcels on their way, least recently changed first, across every client or of one (simulator only). */
  findTrackable: (db: Db, limit: number, clientId?: string): Promise<ShipmentRow[]> =>
    db
      .select()
      .from(shipments)
      .where(
        and(
          isNotNull(shipments.labelCreatedAt),
          inArray(shipments.state, [...ACTIVE_TRACKING_STATES]),
          clientId ? eq(shipments.clientId, clientId) : undefined,
        ),
      )
      .orderBy(asc(shipments.updatedAt))
      .limit(limit),

  /**
   * Changes a shipment only if it is still in `fromState` (and, with `bookedAs`, still has that carrier
   * booking, or none for null), so concurrent writers cannot undo each other.
   */
  updateIfState: async (
    db: Db,
    input: {
      id: string;
      fromState: string;
      patch: Partial<NewShipmentRow>;
      bookedAs?: string | null;
    },
  ): Promise<ShipmentRow | undefined> => {
    const [row] = await db
      .update(shipments)
      .set({ ...input.patch, updatedAt: new Date() })
      .where(
        and(
          eq(shipments.id, input.id),
          eq(shipments.state, input.fromState),
          input.bookedAs === undefined
            ? undefined
            : input.bookedAs === null
              ? isNull(shipments.carrierBookingReference)
              : eq(shipments.carrierBookingReference, input.bookedAs),
        ),
      )
      .returning();
    return row;
  },

  recordBookings,

  markLabelsDownloaded: (db: Db, clientId: string, ids: string[]): Promise<ShipmentRow[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .update(shipments)
          .set({ labelDownloaded: true, updatedAt: sql`now()` })
          .where(
            and(
              eq(shipments.clientId, clientId),
              inArray(shipments.id, ids),
              eq(shipments.labelDownloaded, false),
            ),
          )
          .returning(),
};

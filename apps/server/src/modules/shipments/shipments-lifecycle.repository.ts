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

  /**
   * Records the carrier's booking and its tracking numbers whatever the shipment's state (the booking
   * exists at the carrier either way; a cancellation needs its numbers). A booking already recorded is
   * kept. Answers the shipment as it is afterwards.
   */
  recordBooking: async (
    db: Db,
    input: { id: string; bookingReference: string; trackingNumbers: string[] },
  ): Promise<ShipmentRow | undefined> => {
    const [recorded] = await db
      .update(shipments)
      .set({
        carrierBookingReference: input.bookingReference,
        trackings: input.trackingNumbers,
        updatedAt: new Date(),
      })
      .where(and(eq(shipments.id, input.id), isNull(shipments.carrierBookingReference)))
      .returning();
    if (recorded) return recorded;
    const [current] = await db.select().from(shipments).where(eq(shipments.id, input.id));
    return current;
  },

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

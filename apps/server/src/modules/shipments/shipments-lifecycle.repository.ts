import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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
  /** Parcels on their way, least recently changed first, across every client (simulator only). */
  findTrackable: (db: Db, limit: number): Promise<ShipmentRow[]> =>
    db
      .select()
      .from(shipments)
      .where(and(isNotNull(shipments.labelCreatedAt), inArray(shipments.state, [...ACTIVE_TRACKING_STATES])))
      .orderBy(asc(shipments.updatedAt))
      .limit(limit),

  /** Changes a shipment only if it is still in `fromState`, so concurrent writers cannot undo each other. */
  updateIfState: async (
    db: Db,
    input: { id: string; fromState: string; patch: Partial<NewShipmentRow> },
  ): Promise<ShipmentRow | undefined> => {
    const [row] = await db
      .update(shipments)
      .set({ ...input.patch, updatedAt: new Date() })
      .where(and(eq(shipments.id, input.id), eq(shipments.state, input.fromState)))
      .returning();
    return row;
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

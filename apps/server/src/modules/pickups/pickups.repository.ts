import type { PickupSlot } from '@shipdeck/domain/pickups/pickup.schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type PickupRow, pickupShipments, pickups } from './pickups.tables.ts';

type NewPickup = Omit<PickupRow, 'id' | 'state' | 'confirmationNumber' | 'createdAt' | 'updatedAt'>;

export const pickupsRepository = {
  /** Inserts a booking; null when the client already has one with this request key. */
  async insertIfNew(tx: Db, values: NewPickup): Promise<PickupRow | null> {
    const [row] = await tx
      .insert(pickups)
      .values(values)
      .onConflictDoNothing({ target: [pickups.clientId, pickups.requestKey] })
      .returning();
    return row ?? null;
  },

  async findByRequestKey(db: Db, clientId: string, requestKey: string) {
    const [row] = await db
      .select()
      .from(pickups)
      .where(and(eq(pickups.clientId, clientId), eq(pickups.requestKey, requestKey)));
    return row ?? null;
  },

  async findById(db: Db, clientId: string, id: string, options: { forUpdate?: boolean } = {}) {
    const query = db
      .select()
      .from(pickups)
      .where(and(eq(pickups.clientId, clientId), eq(pickups.id, id)));
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  },

  /** Links shipments to a collection; false when one of them is already in another. */
  async linkShipments(
    tx: Db,
    input: { clientId: string; pickupId: string; shipments: { id: string; reference: string }[] },
  ): Promise<boolean> {
    const linked = await tx
      .insert(pickupShipments)
      .values(
        input.shipments.map((shipment) => ({
          shipmentId: shipment.id,
          pickupId: input.pickupId,
          clientId: input.clientId,
          shipmentReference: shipment.reference,
        })),
      )
      .onConflictDoNothing({ target: pickupShipments.shipmentId })
      .returning({ id: pickupShipments.shipmentId });
    return linked.length === input.shipments.length;
  },

  async unlinkShipments(tx: Db, clientId: string, pickupId: string) {
    await tx
      .delete(pickupShipments)
      .where(and(eq(pickupShipments.clientId, clientId), eq(pickupShipments.pickupId, pickupId)));
  },

  async shipmentsOf(db: Db, clientId: string, pickupIds: string[]) {
    if (pickupIds.length === 0) return [];
    return db
      .select()
      .from(pickupShipments)
      .where(and(eq(pickupShipments.clientId, clientId), inArray(pickupShipments.pickupId, pickupIds)))
      .orderBy(asc(pickupShipments.shipmentReference));
  },

  async pickupIdOfShipment(db: Db, clientId: string, shipmentId: string) {
    const [row] = await db
      .select({ pickupId: pickupShipments.pickupId })
      .from(pickupShipments)
      .where(and(eq(pickupShipments.clientId, clientId), eq(pickupShipments.shipmentId, shipmentId)));
    return row?.pickupId ?? null;
  },

  /** The booked collection of each of these shipments that has one: its day and window. */
  async bookedSlotsOf(db: Db, clientId: string, shipmentIds: string[]) {
    if (shipmentIds.length === 0) return [];
    return db
      .select({
        shipmentId: pickupShipments.shipmentId,
        date: pickups.pickupDate,
        windowFrom: pickups.windowFrom,
        windowTo: pickups.windowTo,
      })
      .from(pickupShipments)
      .innerJoin(pickups, eq(pickups.id, pickupShipments.pickupId))
      .where(
        and(
          eq(pickupShipments.clientId, clientId),
          inArray(pickupShipments.shipmentId, shipmentIds),
          eq(pickups.state, 'BOOKED'),
        ),
      );
  },

  async markBooked(tx: Db, id: string, confirmationNumber: string) {
    const [row] = await tx
      .update(pickups)
      .set({ state: 'BOOKED', confirmationNumber, updatedAt: new Date() })
      .where(eq(pickups.id, id))
      .returning();
    return row;
  },

  async moveSlot(tx: Db, id: string, slot: PickupSlot) {
    const [row] = await tx
      .update(pickups)
      .set({
        pickupDate: slot.date,
        windowFrom: slot.windowFrom,
        windowTo: slot.windowTo,
        parcelCount: slot.parcelCount,
        updatedAt: new Date(),
      })
      .where(eq(pickups.id, id))
      .returning();
    return row;
  },

  async markCancelled(tx: Db, id: string) {
    const [row] = await tx
      .update(pickups)
      .set({ state: 'CANCELLED', updatedAt: new Date() })
      .where(eq(pickups.id, id))
      .returning();
    return row;
  },
};

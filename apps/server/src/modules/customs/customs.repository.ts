import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type CustomsInvoiceRow, customsInvoices, shipmentCustoms } from './customs.tables.ts';

export const customsRepository = {
  insert: async (db: Db, row: typeof customsInvoices.$inferInsert): Promise<CustomsInvoiceRow> => {
    const [created] = await db.insert(customsInvoices).values(row).returning();
    return created!;
  },
  get: async (db: Db, clientId: string, id: string): Promise<CustomsInvoiceRow | undefined> => {
    const [row] = await db
      .select()
      .from(customsInvoices)
      .where(and(eq(customsInvoices.clientId, clientId), eq(customsInvoices.id, id)));
    return row;
  },
  link: async (db: Db, input: { clientId: string; shipmentId: string; customsInvoiceId: string }) => {
    await db
      .insert(shipmentCustoms)
      .values(input)
      .onConflictDoUpdate({
        target: shipmentCustoms.shipmentId,
        set: { customsInvoiceId: input.customsInvoiceId },
      });
  },
  findForShipments: async (db: Db, clientId: string, shipmentIds: string[]) =>
    shipmentIds.length === 0
      ? []
      : db
          .select({ shipmentId: shipmentCustoms.shipmentId, invoice: customsInvoices })
          .from(shipmentCustoms)
          .innerJoin(customsInvoices, eq(customsInvoices.id, shipmentCustoms.customsInvoiceId))
          .where(
            and(eq(shipmentCustoms.clientId, clientId), inArray(shipmentCustoms.shipmentId, shipmentIds)),
          ),
  /** Each shipment's customs invoice id (its attachment only, no invoice read). */
  findInvoiceIds: async (db: Db, clientId: string, shipmentIds: string[]) =>
    shipmentIds.length === 0
      ? []
      : db
          .select({
            shipmentId: shipmentCustoms.shipmentId,
            customsInvoiceId: shipmentCustoms.customsInvoiceId,
          })
          .from(shipmentCustoms)
          .where(
            and(eq(shipmentCustoms.clientId, clientId), inArray(shipmentCustoms.shipmentId, shipmentIds)),
          ),
  /** The shipments an invoice is attached to (the same goods may be sent more than once). */
  findShipmentIds: async (db: Db, clientId: string, customsInvoiceId: string): Promise<string[]> =>
    (
      await db
        .select({ shipmentId: shipmentCustoms.shipmentId })
        .from(shipmentCustoms)
        .where(
          and(eq(shipmentCustoms.clientId, clientId), eq(shipmentCustoms.customsInvoiceId, customsInvoiceId)),
        )
    ).map((row) => row.shipmentId),
  markUsed: async (db: Db, clientId: string, ids: string[], orderId: string) => {
    if (ids.length === 0) return;
    await db
      .update(customsInvoices)
      .set({ usedByOrderId: orderId })
      .where(and(eq(customsInvoices.clientId, clientId), inArray(customsInvoices.id, ids)));
  },
};

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  type OrderRow,
  type OrderShipmentRow,
  orderRefunds,
  orderShipments,
  orders,
} from './orders.tables.ts';

export const ordersRepository = {
  /** Inserts the order unless one with this idempotency key exists; null then. */
  insertOnce: async (db: Db, row: typeof orders.$inferInsert): Promise<OrderRow | null> => {
    const [created] = await db
      .insert(orders)
      .values(row)
      .onConflictDoNothing({ target: [orders.clientId, orders.idempotencyKey] })
      .returning();
    return created ?? null;
  },
  findByKey: async (db: Db, clientId: string, idempotencyKey: string): Promise<OrderRow | undefined> => {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, clientId), eq(orders.idempotencyKey, idempotencyKey)));
    return row;
  },
  findByReference: async (db: Db, clientId: string, reference: string): Promise<OrderRow | undefined> => {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, clientId), eq(orders.reference, reference)));
    return row;
  },
  findById: async (db: Db, id: string): Promise<OrderRow | undefined> => {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row;
  },
  /** Moves an order out of PENDING once; null when another settlement got there first. */
  finish: async (
    db: Db,
    id: string,
    patch: Partial<OrderRow> & { status: 'PAID' | 'FAILED' },
  ): Promise<OrderRow | null> => {
    const [row] = await db
      .update(orders)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(orders.id, id), eq(orders.status, 'PENDING')))
      .returning();
    return row ?? null;
  },
  owe: async (db: Db, id: string, refundDue: number) => {
    await db.update(orders).set({ refundDue, updatedAt: sql`now()` }).where(eq(orders.id, id));
  },
  /**
   * Records that the gateway has returned `refundedAmount` in all on the order, and the part of it
   * returned now as a refund of its own. The order row is locked first, so two settlements finishing
   * at once record the difference once.
   */
  markRefunded: async (db: Db, id: string, refundedAmount: number): Promise<OrderRow | null> =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!current || current.refundedAmount >= refundedAmount) return current ?? null;
      const [row] = await tx
        .update(orders)
        .set({ refundedAmount, updatedAt: sql`now()` })
        .where(eq(orders.id, id))
        .returning();
      await tx.insert(orderRefunds).values({
        orderId: id,
        clientId: current.clientId,
        amount: refundedAmount - current.refundedAmount,
        currency: current.currency,
      });
      return row ?? null;
    }),
  setTotal: async (db: Db, id: string, totalAmount: number) => {
    await db.update(orders).set({ totalAmount }).where(eq(orders.id, id));
  },
  insertShipments: async (db: Db, rows: (typeof orderShipments.$inferInsert)[]) => {
    if (rows.length > 0) await db.insert(orderShipments).values(rows);
  },
  /** Order lines that hold these shipments now (pending or paid), with their order. */
  findActiveLines: async (db: Db, clientId: string, shipmentIds: string[]) =>
    shipmentIds.length === 0
      ? []
      : db
          .select({ line: orderShipments, order: orders })
          .from(orderShipments)
          .innerJoin(orders, eq(orders.id, orderShipments.orderId))
          .where(
            and(
              eq(orderShipments.clientId, clientId),
              inArray(orderShipments.shipmentId, shipmentIds),
              inArray(orderShipments.status, ['PENDING', 'PAID']),
            ),
          ),
  lines: (db: Db, orderId: string): Promise<OrderShipmentRow[]> =>
    db
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, orderId))
      .orderBy(asc(orderShipments.position)),
  setLinesStatus: async (
    db: Db,
    orderId: string,
    status: 'PAID' | 'FAILED',
    options: {
      onlyPending?: boolean;
      shipmentIds?: string[];
      errorCode?: string | null;
      message?: string | null;
    } = {},
  ) => {
    await db
      .update(orderShipments)
      .set({ status, errorCode: options.errorCode ?? null, message: options.message ?? null })
      .where(
        and(
          eq(orderShipments.orderId, orderId),
          options.onlyPending === false ? undefined : eq(orderShipments.status, 'PENDING'),
          options.shipmentIds ? inArray(orderShipments.shipmentId, options.shipmentIds) : undefined,
        ),
      );
  },
};

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { ordersRepository } from './orders.repository.ts';
import { type OrderRow, orderShipments, orders } from './orders.tables.ts';
import type { OrderDependencies } from './orders-dependencies.ts';

/**
 * Returns what the order owes back and has not returned yet (ADR 0005). The gateway takes the
 * total to have been refunded on the charge, so running this twice gives nothing more.
 */
export const settleRefund = async (
  dependencies: Pick<OrderDependencies, 'db' | 'gateway'>,
  order: OrderRow,
): Promise<OrderRow> => {
  const { db, gateway } = dependencies;
  if (order.refundDue <= order.refundedAmount || !order.transactionId) return order;
  await gateway.refund(db, {
    clientId: order.clientId,
    transactionId: order.transactionId,
    amount: order.refundDue,
  });
  return (await ordersRepository.markRefunded(db, order.id, order.refundDue)) ?? order;
};

/**
 * A bought shipment that will not travel (its cancellation accepted): the order that paid for it
 * owes its amount back. Called in the transaction that cancels it, which happens once; answers the
 * order to refund, or null when nothing was charged for it.
 */
export const oweShipmentRefund = async (
  tx: Db,
  input: { clientId: string; shipmentId: string },
): Promise<string | null> => {
  const [line] = await tx
    .select({ orderId: orderShipments.orderId, amount: orderShipments.amount })
    .from(orderShipments)
    .where(
      and(
        eq(orderShipments.clientId, input.clientId),
        eq(orderShipments.shipmentId, input.shipmentId),
        eq(orderShipments.status, 'PAID'),
      ),
    );
  if (!line || line.amount <= 0) return null;
  const [order] = await tx
    .update(orders)
    .set({ refundDue: sql`${orders.refundDue} + ${line.amount}`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, line.orderId), sql`${orders.transactionId} IS NOT NULL`))
    .returning({ id: orders.id });
  return order?.id ?? null;
};

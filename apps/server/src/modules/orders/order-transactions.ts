import { TransactionType } from '@shipdeck/domain/transactions/transactions.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { orderRefunds, orders } from './orders.tables.ts';

/**
 * The client's paid orders as transactions, as a query the transactions list unions with the other
 * kinds (same columns, same names): what was charged, when the order was placed.
 */
export const paidOrderTransactions = (db: Db, clientId: string) =>
  db
    .select({
      orderReference: sql<string>`${orders.reference}`.as('order_reference'),
      occurredAt: sql<Date>`${orders.createdAt}`.as('occurred_at'),
      totalPrice: sql<number>`${orders.totalAmount}`.as('total_price'),
      currency: sql<string>`${orders.currency}`.as('currency'),
      type: sql<TransactionType>`${TransactionType.labelsOrder}::text`.as('type'),
      sourceId: sql<string>`${orders.id}::text`.as('source_id'),
    })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.status, 'PAID')));

/** Each refund of the client's orders as a transaction: negative, under the order's reference. */
export const orderRefundTransactions = (db: Db, clientId: string) =>
  db
    .select({
      orderReference: sql<string>`${orders.reference}`.as('order_reference'),
      occurredAt: sql<Date>`${orderRefunds.createdAt}`.as('occurred_at'),
      totalPrice: sql<number>`-${orderRefunds.amount}`.as('total_price'),
      currency: sql<string>`${orderRefunds.currency}`.as('currency'),
      type: sql<TransactionType>`${TransactionType.refund}::text`.as('type'),
      // Credit notes name the order and the total refunded with them: the refunds so far, in order.
      sourceId: sql<string>`${orderRefunds.orderId}::text || ':' || sum(${orderRefunds.amount})
        OVER (PARTITION BY ${orderRefunds.orderId} ORDER BY ${orderRefunds.createdAt}, ${orderRefunds.id})`.as(
        'source_id',
      ),
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(eq(orderRefunds.clientId, clientId));

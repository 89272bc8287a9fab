import { TransactionType } from '@shipdeck/domain/transactions/transactions.schema';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { supportRefunds } from './support.tables.ts';

/**
 * Refunds of approved claims as transactions, for the transactions list to union with the other kinds
 * (same columns, same names): negative, under the ticket's reference.
 */
export const supportRefundTransactions = (db: Db, clientId: string) =>
  db
    .select({
      orderReference: sql<string>`${supportRefunds.reference}`.as('order_reference'),
      occurredAt: sql<Date>`${supportRefunds.createdAt}`.as('occurred_at'),
      totalPrice: sql<number>`-${supportRefunds.amount}`.as('total_price'),
      currency: sql<string>`${supportRefunds.currency}`.as('currency'),
      type: sql<TransactionType>`${TransactionType.refund}::text`.as('type'),
      sourceId: sql<string>`'claim:' || ${supportRefunds.id}::text`.as('source_id'),
    })
    .from(supportRefunds)
    .where(eq(supportRefunds.clientId, clientId));

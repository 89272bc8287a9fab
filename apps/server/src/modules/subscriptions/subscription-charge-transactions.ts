import { TransactionType } from '@shipdeck/domain/transactions/transactions.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { subscriptionCharges } from './subscriptions.tables.ts';

/**
 * The client's successful subscription billings as transactions, as a query the transactions list
 * unions with the other kinds. A billing has no order; its reference is made from its day and id
 * (SUB-YYYYMMDD-XXXXXXXX), the same every time it is read. Billings are charged in EUR.
 */
export const subscriptionChargeTransactions = (db: Db, clientId: string) =>
  db
    .select({
      orderReference:
        sql<string>`'SUB-' || to_char(${subscriptionCharges.createdAt} AT TIME ZONE 'UTC', 'YYYYMMDD')
        || '-' || upper(substr(replace(${subscriptionCharges.id}::text, '-', ''), 1, 8))`.as(
          'order_reference',
        ),
      occurredAt: sql<Date>`${subscriptionCharges.createdAt}`.as('occurred_at'),
      totalPrice: sql<number>`${subscriptionCharges.total}`.as('total_price'),
      currency: sql<string>`'EUR'::text`.as('currency'),
      type: sql<TransactionType>`${TransactionType.subscription}::text`.as('type'),
      sourceId: sql<string>`${subscriptionCharges.id}::text`.as('source_id'),
    })
    .from(subscriptionCharges)
    .where(and(eq(subscriptionCharges.clientId, clientId), eq(subscriptionCharges.status, 'SUCCEEDED')));

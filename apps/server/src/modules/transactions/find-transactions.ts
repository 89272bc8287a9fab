import { addDays, todayIn, todaysAnywhere } from '@shipdeck/domain/analytics/rules/date-range';
import {
  isSearchApplicable,
  startOfDayIn,
  transactionsRangeError,
} from '@shipdeck/domain/transactions/rules/transactions-range';
import {
  TRANSACTIONS_PAGE_SIZE,
  TransactionsMessage,
  type TransactionsPage,
  type TransactionsQuery,
  type TransactionType,
} from '@shipdeck/domain/transactions/transactions.schema';
import { and, count, desc, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { type InvoiceSourceType, invoiceLinksOf } from '../invoices/index.ts';
import { orderRefundTransactions, paidOrderTransactions } from '../orders/index.ts';
import { subscriptionChargeTransactions } from '../subscriptions/index.ts';
import { supportRefundTransactions } from '../support/index.ts';

/** The document each kind of transaction is invoiced by. */
const INVOICED_AS: Record<TransactionType, InvoiceSourceType> = {
  LABELS_ORDER: 'ORDER',
  REFUND: 'REFUND',
  SUBSCRIPTION: 'SUBSCRIPTION_CHARGE',
};

/** When `day` begins on the reader's calendar, as the database reads an instant. */
const instantOf = (day: string, timeZone?: string) => startOfDayIn(day, timeZone).toISOString();

/** A bad filter is the reader's mistake (400), named by its field and a message key. */
const assertFiltersAllowed = (query: TransactionsQuery, now: Date) => {
  if (query.orderReference && !isSearchApplicable(query.orderReference))
    throw badRequest({
      code: 'MinSizeNotReachedField',
      messageKey: TransactionsMessage.searchTooShort,
      field: 'orderReference',
    });
  // The server does not know the reader's calendar without a zone: it accepts what is today anywhere.
  const today = query.timeZone ? todayIn(now, query.timeZone) : todaysAnywhere(now).latest;
  const error = transactionsRangeError({ from: query.from, to: query.to }, today);
  if (error)
    throw badRequest({ code: 'ValueNotAllowedField', messageKey: error.message, field: error.field });
};

/**
 * One page of the client's transactions, newest first: paid orders, their refunds and subscription
 * billings, filtered by a reference part and by the days from–to on the reader's calendar.
 */
export const findTransactions = async (
  db: Db,
  input: { clientId: string; query: TransactionsQuery; now?: Date },
): Promise<TransactionsPage> => {
  const { clientId, query } = input;
  assertFiltersAllowed(query, input.now ?? new Date());
  const all = unionAll(
    paidOrderTransactions(db, clientId),
    orderRefundTransactions(db, clientId),
    subscriptionChargeTransactions(db, clientId),
    supportRefundTransactions(db, clientId),
  ).as('transactions');
  const search = query.orderReference?.trim();
  const where = and(
    search ? sql`strpos(upper(${all.orderReference}), upper(${search})) > 0` : undefined,
    query.from ? sql`${all.occurredAt} >= ${instantOf(query.from, query.timeZone)}::timestamptz` : undefined,
    query.to
      ? sql`${all.occurredAt} < ${instantOf(addDays(query.to, 1), query.timeZone)}::timestamptz`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        orderReference: all.orderReference,
        orderDate: sql<string>`to_char(${all.occurredAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        totalPrice: all.totalPrice,
        currency: all.currency,
        type: all.type,
        sourceId: all.sourceId,
      })
      .from(all)
      .where(where)
      .orderBy(desc(all.occurredAt), desc(all.orderReference), all.type)
      .limit(TRANSACTIONS_PAGE_SIZE)
      .offset((query.page - 1) * TRANSACTIONS_PAGE_SIZE),
    db.select({ total: count() }).from(all).where(where),
  ]);
  const totalElements = total?.total ?? 0;
  const sources = rows.map((row) => ({ type: INVOICED_AS[row.type], id: row.sourceId }));
  const links = await invoiceLinksOf(db, clientId, sources);
  return {
    items: rows.map(({ sourceId, ...row }) => ({
      ...row,
      totalPrice: Number(row.totalPrice),
      url: links.get(`${INVOICED_AS[row.type]}:${sourceId}`) ?? null,
    })),
    pagination: {
      currentPage: query.page,
      totalPages: Math.ceil(totalElements / TRANSACTIONS_PAGE_SIZE),
      totalElements,
    },
  };
};

import { z } from 'zod';
import { calendarDaySchema } from '../units/calendar-day.ts';
import { isTimeZone } from './rules/transactions-range.ts';

/** What a transaction is: a labels order paid, money given back for it, or a subscription billing. */
export const TransactionType = {
  labelsOrder: 'LABELS_ORDER',
  refund: 'REFUND',
  subscription: 'SUBSCRIPTION',
} as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

/** Transactions are listed ten to a page. */
export const TRANSACTIONS_PAGE_SIZE = 10;
/** The longest reference searched for: an order reference is 21 characters. */
export const TRANSACTION_SEARCH_MAX = 40;

export const TransactionsMessage = {
  searchTooShort: 'billing.transactions.error.search-too-short',
  invalidDate: 'billing.transactions.error.invalid-date',
  reversed: 'billing.transactions.error.range-reversed',
  afterToday: 'billing.transactions.error.after-today',
  invalidTimeZone: 'billing.transactions.error.invalid-time-zone',
} as const;

/**
 * GET /transactions. `orderReference` is searched within references (never with 1 to 3 characters);
 * `from` and `to` are calendar days (both included) read in `timeZone`, the reader's IANA zone (UTC
 * without it); `page` counts from 1.
 */
export const transactionsQuerySchema = z.object({
  orderReference: z.string().trim().max(TRANSACTION_SEARCH_MAX, 'form.error.max-size').optional(),
  from: calendarDaySchema(TransactionsMessage.invalidDate).optional(),
  to: calendarDaySchema(TransactionsMessage.invalidDate).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  timeZone: z.string().max(64).refine(isTimeZone, TransactionsMessage.invalidTimeZone).optional(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const transactionSchema = z.object({
  orderReference: z.string(),
  /** When the money moved (ISO 8601, UTC). */
  orderDate: z.iso.datetime(),
  /** Minor units of `currency`; a refund is negative (money back to the seller). */
  totalPrice: z.number().int(),
  currency: z.string().length(3),
  type: z.enum([TransactionType.labelsOrder, TransactionType.refund, TransactionType.subscription]),
  /** Where the transaction's document opens, when it has one. */
  url: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsPageSchema = z.object({
  items: z.array(transactionSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  }),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

import type { TransactionsQuery } from '@shipdeck/domain/transactions/transactions.schema';

/** Query keys of the billing settings (one factory per resource). */
export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (query: TransactionsQuery) => [...transactionKeys.lists(), query] as const,
};

/** The payment tab: the deferred instrument's summary and direct debit's part. */
export const deferredPaymentKeys = {
  all: ['deferred-payment'] as const,
  detail: () => [...deferredPaymentKeys.all, 'detail'] as const,
};

import type { TransactionsPage, TransactionsQuery } from '@shipdeck/domain/transactions/transactions.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { transactionKeys } from './billing-keys.ts';

const searchOf = (query: TransactionsQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

export const getTransactions = (query: TransactionsQuery, signal?: AbortSignal) =>
  apiRequest<TransactionsPage>(`/transactions?${searchOf(query)}`, { signal });

export const transactionsQueryOptions = (query: TransactionsQuery) =>
  queryOptions({
    queryKey: transactionKeys.list(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
  });

/**
 * One page of the client's transactions; the previous page stays on screen while the next loads.
 * Nothing is asked while the filters cannot be (`null`).
 */
export const useTransactions = (query: TransactionsQuery | null) =>
  useQuery({
    ...transactionsQueryOptions(query ?? { page: 1 }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

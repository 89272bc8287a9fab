import type { TicketsPage, TicketsQuery } from '@shipdeck/domain/support/support.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { searchOf } from './search-params.ts';
import { supportKeys } from './support-keys.ts';

export const getTickets = (query: Partial<TicketsQuery>, signal?: AbortSignal) =>
  apiRequest<TicketsPage>(`/support/tickets${searchOf(query)}`, { signal });

/** The ticket list query tries again up to 3 times on server errors (500 and above). */
export const retryOnServerError = (failures: number, error: unknown) =>
  failures < 3 && isApiError(error) && error.status >= 500;

export const useTickets = (query: Partial<TicketsQuery>) =>
  useQuery({
    queryKey: supportKeys.list(query),
    queryFn: ({ signal }) => getTickets(query, signal),
    retry: retryOnServerError,
    retryDelay: 500,
    placeholderData: keepPreviousData,
  });

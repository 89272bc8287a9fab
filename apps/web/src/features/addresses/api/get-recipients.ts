import type { RecipientListQuery, RecipientPage } from '@shipdeck/domain/addresses/recipient-query.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { recipientKeys } from './address-keys.ts';

const toSearch = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const getRecipients = (query: RecipientListQuery, signal?: AbortSignal) =>
  apiRequest<RecipientPage>(`/recipients${toSearch(query)}`, { signal });

export const recipientsQueryOptions = (query: RecipientListQuery) =>
  queryOptions({
    queryKey: recipientKeys.list(query),
    queryFn: ({ signal }) => getRecipients(query, signal),
  });

/** One page of the address book; the previous page stays on screen while the next loads. */
export const useRecipients = (query: RecipientListQuery) =>
  useQuery({ ...recipientsQueryOptions(query), placeholderData: keepPreviousData });

export { toSearch };

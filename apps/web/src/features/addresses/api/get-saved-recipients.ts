import type { Recipient } from '@shipdeck/domain/addresses/address.schema';
import type { SavedRecipientsQuery } from '@shipdeck/domain/addresses/recipient-query.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { recipientKeys } from './address-keys.ts';
import { toSearch } from './get-recipients.ts';

export const getSavedRecipients = (query: SavedRecipientsQuery, signal?: AbortSignal) =>
  apiRequest<Recipient[]>(`/recipients/saved${toSearch(query)}`, { signal });

export const savedRecipientsQueryOptions = (query: SavedRecipientsQuery) =>
  queryOptions({
    queryKey: recipientKeys.saved(query),
    queryFn: ({ signal }) => getSavedRecipients(query, signal),
  });

/** Address-book entries fitting a destination, for the checkout's recipient picker. */
export const useSavedRecipients = (query: SavedRecipientsQuery, isEnabled = true) =>
  useQuery({ ...savedRecipientsQueryOptions(query), enabled: isEnabled });

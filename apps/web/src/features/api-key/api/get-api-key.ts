import type { CurrentApiKey } from '@shipdeck/domain/api-keys/api-key.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { apiKeyKeys } from './api-key-keys.ts';

export const getApiKey = (signal?: AbortSignal) => apiRequest<CurrentApiKey>('/api-key', { signal });

export const apiKeyQueryOptions = () =>
  queryOptions({ queryKey: apiKeyKeys.all, queryFn: ({ signal }) => getApiKey(signal) });

/** The client's current API key, or `{ apiKey: null }`. */
export const useApiKey = () => useQuery(apiKeyQueryOptions());

import type { CollectionDates } from '@shipdeck/domain/carriers/carriers.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { serviceChoiceKeys } from './service-choice-keys.ts';

export const getCollectionDates = (serviceId: string, query: string, signal?: AbortSignal) =>
  apiRequest<CollectionDates>(`/services/${encodeURIComponent(serviceId)}/collection-dates?${query}`, {
    signal,
  });

export const collectionDatesQueryOptions = (serviceId: string, query: string) =>
  queryOptions({
    queryKey: serviceChoiceKeys.collectionDates(serviceId, query),
    queryFn: ({ signal }) => getCollectionDates(serviceId, query, signal),
    retry: false,
  });

/** The days a collection service can pick the parcels up. */
export const useCollectionDates = (serviceId: string | null, query: string | null) =>
  useQuery({
    ...collectionDatesQueryOptions(serviceId ?? '', query ?? ''),
    enabled: Boolean(serviceId) && query !== null,
  });

import type { ServiceSearchResponse } from '@shipdeck/domain/carriers/carriers.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { serviceChoiceKeys } from './service-choice-keys.ts';

export const getServices = (query: string, signal?: AbortSignal) =>
  apiRequest<ServiceSearchResponse>(`/services?${query}&sortBy=totalPrice`, { signal });

export const servicesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: serviceChoiceKeys.services(query),
    queryFn: ({ signal }) => getServices(query, signal),
    retry: false,
  });

/**
 * Services for the draft's route and parcels: the marketplace buyer's preferred service first,
 * then cheapest first (by total price).
 */
export const useServices = (query: string | null) =>
  useQuery({
    ...servicesQueryOptions(query ?? ''),
    enabled: query !== null,
    // Another collection day re-estimates deliveries: the list stays while it does.
    placeholderData: keepPreviousData,
    select: (data) =>
      [...data.services].sort(
        (a, b) =>
          Number(b.isThirdPartyPreference) - Number(a.isThirdPartyPreference) ||
          a.price.totalPrice - b.price.totalPrice,
      ),
  });

import type {
  CollectionDates,
  DropoffPoint,
  ServiceSearchResponse,
} from '@shipdeck/domain/carriers/carriers.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { checkoutKeys } from './checkout-keys.ts';

export const getServices = (query: string, signal?: AbortSignal) =>
  apiRequest<ServiceSearchResponse>(`/services?${query}&sortBy=totalPrice`, { signal });

/** Services for the draft's route and parcels, cheapest first (spec 2 §9 "sort by total price"). */
export const useServices = (query: string | null) =>
  useQuery({
    queryKey: checkoutKeys.services(query ?? ''),
    queryFn: ({ signal }) => getServices(query!, signal),
    enabled: query !== null,
    retry: false,
    select: (data) => [...data.services].sort((a, b) => a.price.totalPrice - b.price.totalPrice),
  });

export const useCollectionDates = (serviceId: string | null, query: string | null) =>
  useQuery({
    queryKey: checkoutKeys.collectionDates(serviceId ?? '', query ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<CollectionDates>(`/services/${encodeURIComponent(serviceId!)}/collection-dates?${query}`, {
        signal,
      }),
    enabled: Boolean(serviceId) && query !== null,
    retry: false,
  });

export const useDropoffPoints = (input: { serviceId: string; country: string; zip: string } | null) => {
  const query = input ? new URLSearchParams(input).toString() : '';
  return useQuery({
    queryKey: checkoutKeys.dropoffPoints(query),
    queryFn: ({ signal }) => apiRequest<{ points: DropoffPoint[] }>(`/dropoff-points?${query}`, { signal }),
    enabled: input !== null,
    retry: false,
    select: (data) => data.points,
  });
};

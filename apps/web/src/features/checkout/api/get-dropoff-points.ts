import type { DropoffPoint } from '@shipdeck/domain/carriers/carriers.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { checkoutKeys } from './checkout-keys.ts';

type Near = { serviceId: string; country: string; zip: string };

export const getDropoffPoints = (near: Near, signal?: AbortSignal) =>
  apiRequest<{ points: DropoffPoint[] }>(`/dropoff-points?${new URLSearchParams(near).toString()}`, {
    signal,
  });

export const dropoffPointsQueryOptions = (near: Near) =>
  queryOptions({
    queryKey: checkoutKeys.dropoffPoints(new URLSearchParams(near).toString()),
    queryFn: ({ signal }) => getDropoffPoints(near, signal),
    retry: false,
  });

/** A service's drop-off or pick-up points near a postcode. */
export const useDropoffPoints = (near: Near | null) =>
  useQuery({
    ...dropoffPointsQueryOptions(near ?? { serviceId: '', country: '', zip: '' }),
    enabled: near !== null,
    select: (data) => data.points,
  });

import type { PublicTracking } from '@shipdeck/domain/tracking-page/tracking-page.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

export const publicTrackingKeys = {
  all: ['public-tracking'] as const,
  detail: (token: string) => [...publicTrackingKeys.all, token] as const,
};

export const getPublicTracking = (token: string, signal?: AbortSignal) =>
  // A buyer has no session: a 401 here must not send anyone to the login page.
  apiRequest<PublicTracking>(`/tracking/${encodeURIComponent(token)}`, {
    signal,
    isSessionCheckSkipped: true,
  });

export const publicTrackingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: publicTrackingKeys.detail(token),
    queryFn: ({ signal }) => getPublicTracking(token, signal),
  });

/** What the buyer of one shipment may see of it, by the token of the link in the buyer's e-mail. */
export const usePublicTracking = (token: string) => useQuery(publicTrackingQueryOptions(token));

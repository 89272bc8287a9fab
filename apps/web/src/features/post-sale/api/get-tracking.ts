import type { trackingResponseSchema } from '@shipdeck/domain/shipments/post-sale.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { postSaleKeys } from './post-sale-keys.ts';

export type Tracking = z.infer<typeof trackingResponseSchema>;

export const getTracking = (reference: string, signal?: AbortSignal) =>
  apiRequest<Tracking>(`/shipments/${encodeURIComponent(reference)}/tracking`, { signal });

export const trackingQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: postSaleKeys.tracking(reference),
    queryFn: ({ signal }) => getTracking(reference, signal),
  });

/** The carrier's tracking entries, oldest first (internal scans included; the page hides them). */
export const useTracking = (reference: string) => useQuery(trackingQueryOptions(reference));

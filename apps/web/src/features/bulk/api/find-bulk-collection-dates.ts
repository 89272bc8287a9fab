import type { BulkCollectionDates } from '@shipdeck/domain/shipments/bulk.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { bulkKeys } from './bulk-keys.ts';

/** POST /shipments/collection-dates: dates on which every eligible shipment can be collected. */
export const findBulkCollectionDates = (references: string[], signal?: AbortSignal) =>
  apiRequest<BulkCollectionDates>('/shipments/collection-dates', {
    method: 'POST',
    body: { references },
    signal,
  });

export const bulkCollectionDatesQueryOptions = (references: string[]) =>
  queryOptions({
    queryKey: bulkKeys.collectionDates(references),
    queryFn: ({ signal }) => findBulkCollectionDates(references, signal),
    retry: false,
    gcTime: 0,
  });

export const useBulkCollectionDates = (references: string[]) =>
  useQuery({ ...bulkCollectionDatesQueryOptions(references), enabled: references.length > 0 });

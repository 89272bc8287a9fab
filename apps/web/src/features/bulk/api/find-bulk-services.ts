import type { BulkServicesResponse } from '@shipdeck/domain/shipments/bulk.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { bulkKeys } from './bulk-keys.ts';

/** POST /shipments/services: services every shipment can use, each priced as the sum over them. */
export const findBulkServices = (references: string[], signal?: AbortSignal) =>
  apiRequest<BulkServicesResponse>('/shipments/services', {
    method: 'POST',
    body: { references },
    signal,
  });

export const bulkServicesQueryOptions = (references: string[]) =>
  queryOptions({
    queryKey: bulkKeys.services(references),
    queryFn: ({ signal }) => findBulkServices(references, signal),
    retry: false,
    // Prices change with the shipments: every visit to the flow asks again.
    gcTime: 0,
  });

export const useBulkServices = (references: string[]) =>
  useQuery({ ...bulkServicesQueryOptions(references), enabled: references.length > 0 });

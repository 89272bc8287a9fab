import type { bulkInsuranceResponseSchema } from '@shipdeck/domain/pricing/pricing.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { bulkKeys } from './bulk-keys.ts';

export type BulkInsurancePrice = z.infer<typeof bulkInsuranceResponseSchema>;

/** The bulk insurance option every shipment is offered (the declared content value insured). */
export const BULK_INSURANCE_OPTION = 'ENHANCED';

/** POST /shipments/products/insurance: the insurance price of each shipment and their total. */
export const getBulkInsurancePrice = (references: string[], signal?: AbortSignal) =>
  apiRequest<BulkInsurancePrice>('/shipments/products/insurance', {
    method: 'POST',
    body: { references, option: BULK_INSURANCE_OPTION },
    signal,
  });

export const bulkInsurancePriceQueryOptions = (references: string[]) =>
  queryOptions({
    queryKey: bulkKeys.insurancePrice(references),
    queryFn: ({ signal }) => getBulkInsurancePrice(references, signal),
    retry: false,
    gcTime: 0,
  });

export const useBulkInsurancePrice = (references: string[]) =>
  useQuery({ ...bulkInsurancePriceQueryOptions(references), enabled: references.length > 0 });

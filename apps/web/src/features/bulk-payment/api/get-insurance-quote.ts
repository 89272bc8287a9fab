import type { bulkInsuranceResponseSchema } from '@shipdeck/domain/pricing/pricing.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { bulkPaymentKeys } from './bulk-payment-keys.ts';

export type InsuranceQuote = z.infer<typeof bulkInsuranceResponseSchema>;

export const getInsuranceQuote = (references: readonly string[], signal?: AbortSignal) =>
  apiRequest<InsuranceQuote>('/shipments/products/insurance', {
    method: 'POST',
    body: { references },
    signal,
  });

export const insuranceQuoteQueryOptions = (references: readonly string[]) =>
  queryOptions({
    queryKey: bulkPaymentKeys.insurance(references),
    queryFn: ({ signal }) => getInsuranceQuote(references, signal),
    retry: false,
  });

/** Bulk insurance price: the total and, per shipment, whether it can be insured. */
export const useInsuranceQuote = (references: readonly string[]) =>
  useQuery({ ...insuranceQuoteQueryOptions(references), enabled: references.length > 0 });

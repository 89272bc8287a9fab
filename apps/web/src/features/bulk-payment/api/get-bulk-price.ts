import type { PriceShipmentsResponse } from '@shipdeck/domain/pricing/pricing.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { bulkPaymentKeys } from './bulk-payment-keys.ts';

export const getBulkPrice = (references: readonly string[], signal?: AbortSignal) =>
  apiRequest<PriceShipmentsResponse>('/shipments/price', {
    method: 'POST',
    body: { references },
    signal,
  });

export const bulkPriceQueryOptions = (references: readonly string[]) =>
  queryOptions({
    queryKey: bulkPaymentKeys.price(references),
    queryFn: ({ signal }) => getBulkPrice(references, signal),
    retry: false,
  });

/** The server's price of the shipments an order would buy: per shipment and in total. */
export const useBulkPrice = (references: readonly string[]) =>
  useQuery({ ...bulkPriceQueryOptions(references), enabled: references.length > 0 });

import type { PriceShipmentsResponse } from '@shipdeck/domain/pricing/pricing.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { shipmentDraftKeys } from './shipment-draft-keys.ts';

export const getPrice = (reference: string, signal?: AbortSignal) =>
  apiRequest<PriceShipmentsResponse>(`/shipments/${encodeURIComponent(reference)}/products`, { signal });

export const priceQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: shipmentDraftKeys.price(reference),
    queryFn: ({ signal }) => getPrice(reference, signal),
    retry: false,
  });

/** The server's price of the draft with its extras (never computed in the browser). */
export const usePrice = (reference: string) => useQuery(priceQueryOptions(reference));

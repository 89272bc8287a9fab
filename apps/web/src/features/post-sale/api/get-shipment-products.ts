import type { PriceShipmentsResponse, ShipmentPriceDetails } from '@shipdeck/domain/pricing/pricing.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { postSaleKeys } from './post-sale-keys.ts';

/** The extras the shipment was bought with (print in store, insurance …) and their prices. */
export const getShipmentProducts = async (
  reference: string,
  signal?: AbortSignal,
): Promise<ShipmentPriceDetails | null> => {
  const answer = await apiRequest<PriceShipmentsResponse>(
    `/shipments/${encodeURIComponent(reference)}/products`,
    { signal },
  );
  return answer.shipmentsPriceDetails[0] ?? null;
};

export const shipmentProductsQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: postSaleKeys.products(reference),
    queryFn: ({ signal }) => getShipmentProducts(reference, signal),
    // What was bought does not change after the purchase.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useShipmentProducts = (reference: string, options: { isEnabled: boolean }) =>
  useQuery({ ...shipmentProductsQueryOptions(reference), enabled: options.isEnabled });

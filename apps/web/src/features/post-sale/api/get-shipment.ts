import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { postSaleKeys } from './post-sale-keys.ts';

export const getShipment = (reference: string, signal?: AbortSignal) =>
  apiRequest<ShipmentView>(`/shipments/${encodeURIComponent(reference)}`, { signal });

export const shipmentQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: postSaleKeys.detail(reference),
    queryFn: ({ signal }) => getShipment(reference, signal),
  });

/** One shipment as the details page shows it; kept current by shipment-updated events. */
export const useShipment = (reference: string) => useQuery(shipmentQueryOptions(reference));

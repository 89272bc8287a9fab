import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { bulkPaymentKeys } from './bulk-payment-keys.ts';

export const getShipment = (reference: string, signal?: AbortSignal) =>
  apiRequest<ShipmentView>(`/shipments/${encodeURIComponent(reference)}`, { signal });

/** One shipment, for a payment selection that is not among the rows loaded in the list. */
export const shipmentQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: bulkPaymentKeys.shipment(reference),
    queryFn: ({ signal }) => getShipment(reference, signal),
    retry: false,
    staleTime: 0,
  });

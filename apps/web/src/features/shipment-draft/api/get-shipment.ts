import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { shipmentDraftKeys } from './shipment-draft-keys.ts';

export const getShipment = (reference: string, signal?: AbortSignal) =>
  apiRequest<ShipmentView>(`/shipments/${encodeURIComponent(reference)}`, { signal });

export const shipmentQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: shipmentDraftKeys.shipment(reference),
    queryFn: ({ signal }) => getShipment(reference, signal),
    retry: false,
  });

/** The draft being checked out; a new checkout (no reference) has none yet. */
export const useDraftShipment = (reference: string | undefined) =>
  useQuery({ ...shipmentQueryOptions(reference ?? ''), enabled: Boolean(reference) });

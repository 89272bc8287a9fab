import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { shipmentKeys } from '../../../shared/api/shipment-keys.ts';

/** Counts per inbox; the archived inbox has none. */
export type ShipmentStats = Partial<Record<string, number>>;

export const getShipmentStats = (signal?: AbortSignal) =>
  apiRequest<ShipmentStats>('/shipments/stats', { signal });

export const shipmentStatsQueryOptions = () =>
  queryOptions({ queryKey: shipmentKeys.stats(), queryFn: ({ signal }) => getShipmentStats(signal) });

export const useShipmentStats = () => useQuery(shipmentStatsQueryOptions());

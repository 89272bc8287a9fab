import type { Pickup } from '@shipdeck/domain/pickups/pickup.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { pickupKeys } from './pickup-keys.ts';

export const getShipmentPickup = (reference: string, signal?: AbortSignal) =>
  apiRequest<{ pickup: Pickup | null }>(`/pickups/shipment/${encodeURIComponent(reference)}`, { signal });

/** The live collection a shipment is booked on (null when none). */
export const useShipmentPickup = (reference: string, isEnabled = true) =>
  useQuery({
    queryKey: pickupKeys.shipment(reference),
    queryFn: ({ signal }) => getShipmentPickup(reference, signal),
    enabled: isEnabled,
  });

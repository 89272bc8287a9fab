import type { Pickup, PickupCreate } from '@shipdeck/domain/pickups/pickup.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { pickupKeys } from './pickup-keys.ts';

export const bookPickup = (request: PickupCreate) =>
  apiRequest<Pickup>('/pickups', { method: 'POST', body: request });

/** Books a collection; each shipment's collection is read again. */
export const useBookPickup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookPickup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickupKeys.shipments() }),
  });
};

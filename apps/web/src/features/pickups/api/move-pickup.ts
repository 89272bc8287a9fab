import type { Pickup, PickupSlot } from '@shipdeck/domain/pickups/pickup.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { pickupKeys } from './pickup-keys.ts';

export const movePickup = ({ id, slot }: { id: string; slot: PickupSlot }) =>
  apiRequest<Pickup>(`/pickups/${encodeURIComponent(id)}`, { method: 'PATCH', body: slot });

export const useMovePickup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePickup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickupKeys.shipments() }),
  });
};

import type { Pickup } from '@shipdeck/domain/pickups/pickup.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { pickupKeys } from './pickup-keys.ts';

export const cancelPickup = (id: string) =>
  apiRequest<Pickup>(`/pickups/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useCancelPickup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPickup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickupKeys.shipments() }),
  });
};

import type { PickupOptions } from '@shipdeck/domain/pickups/pickup.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { pickupKeys } from './pickup-keys.ts';

export const getPickupOptions = (references: readonly string[], signal?: AbortSignal) =>
  apiRequest<PickupOptions>(`/pickups/options?references=${references.map(encodeURIComponent).join(',')}`, {
    signal,
  });

/** The carrier's next collection days and hours for the shipments, while the dialog is open. */
export const usePickupOptions = (references: readonly string[], isEnabled: boolean) =>
  useQuery({
    queryKey: pickupKeys.options(references),
    queryFn: ({ signal }) => getPickupOptions(references, signal),
    enabled: isEnabled && references.length > 0,
  });

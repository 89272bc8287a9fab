import type { ParcelValues, SavedParcel } from '@shipdeck/domain/parcels/parcel.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { parcelKeys } from './parcel-keys.ts';

export const createParcel = (body: ParcelValues) =>
  apiRequest<SavedParcel>('/parcels', { method: 'POST', body });

export const useCreateParcel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParcel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
};

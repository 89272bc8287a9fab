import type { ParcelValues, SavedParcel } from '@shipdeck/domain/parcels/parcel.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { parcelKeys } from './parcel-keys.ts';

export const updateParcel = ({ id, values }: { id: string; values: ParcelValues }) =>
  apiRequest<SavedParcel>(`/parcels/${encodeURIComponent(id)}`, { method: 'PUT', body: values });

export const useUpdateParcel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateParcel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
};

import type { SavedParcel } from '@shipdeck/domain/parcels/parcel.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { parcelKeys } from './parcel-keys.ts';

export const setDefaultParcel = (id: string) =>
  apiRequest<SavedParcel[]>(`/parcels/${encodeURIComponent(id)}/default`, { method: 'POST' });

export const useSetDefaultParcel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultParcel,
    onSuccess: (list) => queryClient.setQueryData(parcelKeys.lists(), list),
  });
};

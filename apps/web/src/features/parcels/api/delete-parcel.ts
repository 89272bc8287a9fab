import type { SavedParcel } from '@shipdeck/domain/parcels/parcel.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { parcelKeys } from './parcel-keys.ts';

export const deleteParcel = (id: string) =>
  apiRequest<void>(`/parcels/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Removes the row at once and puts it back if the server refuses. */
export const useDeleteParcel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParcel,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: parcelKeys.lists() });
      const previous = queryClient.getQueryData<SavedParcel[]>(parcelKeys.lists());
      queryClient.setQueryData<SavedParcel[]>(parcelKeys.lists(), (list) => list?.filter((p) => p.id !== id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(parcelKeys.lists(), context.previous);
    },
    // The server may have made another parcel the default.
    onSettled: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
};

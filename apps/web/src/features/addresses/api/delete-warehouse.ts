import type { Warehouse } from '@shipdeck/domain/addresses/address.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { warehouseKeys } from './address-keys.ts';

export const deleteWarehouse = (id: string) =>
  apiRequest<void>(`/warehouses/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Removes the card at once and puts it back if the server refuses. */
export const useDeleteWarehouse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWarehouse,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: warehouseKeys.lists() });
      const previous = queryClient.getQueryData<Warehouse[]>(warehouseKeys.lists());
      queryClient.setQueryData<Warehouse[]>(warehouseKeys.lists(), (list) =>
        list?.filter((w) => w.id !== id),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(warehouseKeys.lists(), context.previous);
    },
    // The server may have moved the default to another warehouse.
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
};

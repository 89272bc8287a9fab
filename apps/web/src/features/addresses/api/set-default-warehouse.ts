import type { Warehouse } from '@shipdeck/domain/addresses/address.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { warehouseKeys } from './address-keys.ts';

export const setDefaultWarehouse = (id: string) =>
  apiRequest<Warehouse[]>(`/warehouses/${encodeURIComponent(id)}/default`, { method: 'POST' });

export const useSetDefaultWarehouse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultWarehouse,
    onSuccess: (list) => queryClient.setQueryData(warehouseKeys.lists(), list),
  });
};

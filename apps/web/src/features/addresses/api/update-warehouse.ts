import type { Warehouse, WarehouseValues } from '@shipdeck/domain/addresses/address.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { warehouseKeys } from './address-keys.ts';

export const updateWarehouse = ({ id, values }: { id: string; values: WarehouseValues }) =>
  apiRequest<Warehouse>(`/warehouses/${encodeURIComponent(id)}`, { method: 'PUT', body: values });

export const useUpdateWarehouse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWarehouse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
};

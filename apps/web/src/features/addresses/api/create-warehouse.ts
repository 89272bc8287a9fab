import type { Warehouse, WarehouseValues } from '@shipdeck/domain/addresses/address.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { warehouseKeys } from './address-keys.ts';

export const createWarehouse = (body: WarehouseValues) =>
  apiRequest<Warehouse>('/warehouses', { method: 'POST', body });

export const useCreateWarehouse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWarehouse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
};

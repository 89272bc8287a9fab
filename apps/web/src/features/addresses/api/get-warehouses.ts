import type { Warehouse } from '@shipdeck/domain/addresses/address.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { warehouseKeys } from './address-keys.ts';

export const getWarehouses = (signal?: AbortSignal) => apiRequest<Warehouse[]>('/warehouses', { signal });

export const warehousesQueryOptions = () =>
  queryOptions({ queryKey: warehouseKeys.lists(), queryFn: ({ signal }) => getWarehouses(signal) });

/** The client's warehouses, oldest first; one of them is the default. */
export const useWarehouses = () => useQuery(warehousesQueryOptions());

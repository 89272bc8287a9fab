import type { Db } from '../../platform/db/database.ts';
import { toWarehouse } from './warehouse-dto.ts';
import { warehousesRepository } from './warehouses.repository.ts';

/** The client's warehouses, oldest first (a stable order for the sender tab and the pickers). */
export const findWarehouses = async (db: Db, input: { clientId: string }) =>
  (await warehousesRepository.findAll(db, input.clientId)).map(toWarehouse);

/** Whether the warehouse exists and is this client's: a shipment may only name its own sender. */
export const isClientWarehouse = async (db: Db, input: { clientId: string; id: string }) =>
  (await warehousesRepository.findOne(db, input.clientId, input.id)) !== undefined;

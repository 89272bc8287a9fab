import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { findWarehouses } from './find-warehouses.ts';
import { warehousesRepository } from './warehouses.repository.ts';

/** Makes one warehouse the default and answers the whole list, so every picker sees the change. */
export const setDefaultWarehouse = (db: Db, input: { clientId: string; id: string }) =>
  db.transaction(async (tx) => {
    await warehousesRepository.lockClient(tx, input.clientId);
    const row = await warehousesRepository.findOne(tx, input.clientId, input.id);
    if (!row) throw notFound();
    await warehousesRepository.setDefault(tx, input.clientId, row.id);
    return findWarehouses(tx, { clientId: input.clientId });
  });

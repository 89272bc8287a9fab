import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { warehousesRepository } from './warehouses.repository.ts';

/** Removes a warehouse; when it was the default, the oldest remaining one becomes the default. */
export const deleteWarehouse = (db: Db, input: { clientId: string; id: string }) =>
  db.transaction(async (tx) => {
    await warehousesRepository.lockClient(tx, input.clientId);
    const row = await warehousesRepository.delete(tx, input.clientId, input.id);
    if (!row) throw notFound();
    if (!row.isDefault) return;
    const next = await warehousesRepository.findOldest(tx, input.clientId);
    if (next) await warehousesRepository.setDefault(tx, input.clientId, next.id);
  });

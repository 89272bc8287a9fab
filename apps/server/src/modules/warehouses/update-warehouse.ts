import type { WarehouseValues } from '@shipdeck/domain/addresses/address.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { toWarehouse } from './warehouse-dto.ts';
import { warehousesRepository } from './warehouses.repository.ts';

/** Replaces a warehouse's address; `isDefault: true` also makes it the default (false is ignored: a default is moved, not removed). */
export const updateWarehouse = (
  db: Db,
  input: { clientId: string; id: string; warehouse: WarehouseValues },
) =>
  db.transaction(async (tx) => {
    await warehousesRepository.lockClient(tx, input.clientId);
    const { isDefault, ...fields } = input.warehouse;
    const row = await warehousesRepository.update(tx, input.clientId, input.id, fields);
    if (!row) throw notFound();
    if (isDefault && !row.isDefault) {
      await warehousesRepository.setDefault(tx, input.clientId, row.id);
      return toWarehouse({ ...row, isDefault: true });
    }
    return toWarehouse(row);
  });

import type { WarehouseValues } from '@shipdeck/domain/addresses/address.schema';
import { ADDRESS_LIMIT_EXCEEDED_KEY, MAX_WAREHOUSES } from '@shipdeck/domain/addresses/address-limits';
import type { Db } from '../../platform/db/database.ts';
import { limitExceeded } from '../../platform/errors/app-error.ts';
import { toWarehouse } from './warehouse-dto.ts';
import { warehousesRepository } from './warehouses.repository.ts';

/**
 * Adds a warehouse unless the client already has the maximum (409 LimitExceeded). The first
 * warehouse becomes the default, so a client with warehouses always has one.
 */
export const createWarehouse = (db: Db, input: { clientId: string; warehouse: WarehouseValues }) =>
  db.transaction(async (tx) => {
    await warehousesRepository.lockClient(tx, input.clientId);
    const existing = await warehousesRepository.count(tx, input.clientId);
    if (existing >= MAX_WAREHOUSES) throw limitExceeded(ADDRESS_LIMIT_EXCEEDED_KEY);
    const { isDefault, ...fields } = input.warehouse;
    const isFirst = existing === 0;
    const row = await warehousesRepository.insert(tx, input.clientId, fields, isFirst);
    if (isDefault && !isFirst) {
      await warehousesRepository.setDefault(tx, input.clientId, row.id);
      return toWarehouse({ ...row, isDefault: true });
    }
    return toWarehouse(row);
  });

import type { WarehouseValues } from '@shipdeck/domain/addresses/address.schema';
import type { Db } from '../../platform/db/database.ts';
import { createAddress } from '../address-book/index.ts';
import { warehouseBook } from './warehouse-book.ts';

/** Adds a warehouse (409 at the limit); the first one, or one sent with `isDefault`, is the default. */
export const createWarehouse = (db: Db, input: { clientId: string; warehouse: WarehouseValues }) =>
  createAddress(db, { kind: warehouseBook, clientId: input.clientId, values: input.warehouse });

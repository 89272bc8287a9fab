import type { Warehouse } from '@shipdeck/domain/addresses/address.schema';
import { ADDRESS_LIMIT_EXCEEDED_KEY, MAX_WAREHOUSES } from '@shipdeck/domain/addresses/address-limits';
import { type DefaultingAddressBookKind, toSavedAddress } from '../address-book/index.ts';
import { warehouses } from './warehouses.tables.ts';

/** Sender addresses: up to 8, oldest first (a stable order for the sender tab and the pickers), one default. */
export const warehouseBook: DefaultingAddressBookKind<Warehouse> = {
  name: 'warehouses',
  table: warehouses,
  maxEntries: MAX_WAREHOUSES,
  limitExceededKey: ADDRESS_LIMIT_EXCEEDED_KEY,
  order: 'oldest',
  keepsOneDefault: true,
  toEntry: (row) => ({ ...toSavedAddress(row), isDefault: row.isDefault === true }),
};

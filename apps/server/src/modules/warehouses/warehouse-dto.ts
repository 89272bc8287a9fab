import type { Warehouse } from '@shipdeck/domain/addresses/address.schema';
import type { WarehouseRow } from './warehouses.tables.ts';

export const toWarehouse = (row: WarehouseRow): Warehouse => ({
  id: row.id,
  alias: row.alias,
  firstName: row.firstName,
  lastName: row.lastName,
  company: row.company,
  email: row.email,
  phone: row.phone,
  street1: row.street1,
  street2: row.street2,
  alpha2Code: row.alpha2Code,
  zipCode: row.zipCode,
  city: row.city,
  state: row.state,
  postalCodeId: row.postalCodeId,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { isClientWarehouse } from '../warehouses/index.ts';

/**
 * Refuses a draft's warehouse that does not exist or is another client's: its dates, clock and
 * sender would be read from an address the seller does not own. Null (no warehouse) is allowed.
 */
export const assertOwnWarehouse = async (
  db: Db,
  input: { clientId: string; warehouseId: string | null | undefined },
) => {
  if (!input.warehouseId) return;
  if (await isClientWarehouse(db, { clientId: input.clientId, id: input.warehouseId })) return;
  throw new AppError({
    code: 'ValueNotAllowedField',
    status: 422,
    messageKey: 'shipment.error.unknown-warehouse',
    field: 'warehouseId',
  });
};

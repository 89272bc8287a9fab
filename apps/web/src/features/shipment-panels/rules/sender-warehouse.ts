import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';

type WarehouseLike = {
  id: string;
  isDefault: boolean;
  firstName: string;
  lastName: string;
  street1: string;
  alpha2Code: string;
  zipCode: string;
};

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The warehouse a draft's sender was taken from (the draft keeps the address, not the warehouse):
 * the one with the same names, street, country and postcode. A sender not filled in yet takes the
 * default warehouse, but only one at the draft's origin, since the service was priced from there.
 */
export const senderWarehouseOf = (
  from: ShipmentAddress,
  warehouses: readonly WarehouseLike[],
): WarehouseLike | undefined => {
  const matching = warehouses.find(
    (warehouse) =>
      same(warehouse.firstName, from.firstName) &&
      same(warehouse.lastName, from.lastName) &&
      same(warehouse.street1, from.street1) &&
      same(warehouse.alpha2Code, from.alpha2Code) &&
      same(warehouse.zipCode, from.zipCode),
  );
  if (matching) return matching;
  const isSenderEmpty = !from.firstName && !from.lastName && !from.street1;
  if (!isSenderEmpty) return undefined;
  return warehouses.find(
    (warehouse) =>
      warehouse.isDefault &&
      (!from.alpha2Code || same(warehouse.alpha2Code, from.alpha2Code)) &&
      (!from.zipCode || same(warehouse.zipCode, from.zipCode)),
  );
};

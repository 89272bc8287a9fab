type Place = { alpha2Code?: string | null; zipCode?: string | null };
type WarehouseLike = Place & { isDefault: boolean };

/** Postcodes compared as the carriers read them: no spaces, capital letters. */
const postcodeKey = (zip: string | null | undefined) => (zip ?? '').replace(/\s+/g, '').toUpperCase();

const isAt = (warehouse: Place, origin: Place) =>
  Boolean(origin.alpha2Code) &&
  warehouse.alpha2Code === origin.alpha2Code &&
  postcodeKey(warehouse.zipCode) === postcodeKey(origin.zipCode);

/**
 * Where a new shipment leaves from before the seller says otherwise: the default warehouse's
 * country and postcode, or the client's country when there is no default warehouse.
 */
export const newShipmentOrigin = <W extends WarehouseLike>(options: {
  warehouses: readonly W[];
  clientCountry: string | null | undefined;
}): { alpha2Code: string; zipCode: string } => {
  const preferred = options.warehouses.find((warehouse) => warehouse.isDefault);
  if (preferred?.alpha2Code) return { alpha2Code: preferred.alpha2Code, zipCode: preferred.zipCode ?? '' };
  return { alpha2Code: options.clientCountry ?? '', zipCode: '' };
};

/**
 * The warehouse that sends a draft whose sender is not filled in yet: one at the draft's origin
 * (country and postcode), the default one first. None when no warehouse is there: taking another
 * would move the shipment somewhere the seller did not choose and its service may not serve.
 */
export const senderWarehouseFor = <W extends WarehouseLike>(options: {
  origin: Place;
  warehouses: readonly W[];
}): W | undefined => {
  const atOrigin = options.warehouses.filter((warehouse) => isAt(warehouse, options.origin));
  return atOrigin.find((warehouse) => warehouse.isDefault) ?? atOrigin[0];
};

import type { ShipmentAddress } from '../shipment.schema.ts';

const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'email',
  'phone',
  'street1',
  'street2',
  'alpha2Code',
  'state',
  'city',
  'zipCode',
] as const;

/**
 * A form's or a stored address's values (a warehouse, an address-book entry) as a shipment keeps
 * them: only the address fields, and none that is blank or null, so an empty input never hides a
 * missing field from the readiness rules.
 */
export const toShipmentAddress = (
  values: Partial<Record<(typeof ADDRESS_FIELDS)[number], string | null | undefined>>,
): ShipmentAddress => {
  const address: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '') address[field] = value;
  }
  return address as ShipmentAddress;
};

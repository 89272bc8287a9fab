import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';
import type { AddressFormResult } from '../../addresses/components/address-form.tsx';

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

/** A form's or a stored address's values as a shipment address: no blanks, nulls, ids or alias. */
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

/** The lines a seller recognises an address by. */
export const addressSummaryLines = (address: ShipmentAddress | AddressFormResult) =>
  [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    [address.street1, address.street2].filter(Boolean).join(', '),
    [address.zipCode, address.city, address.alpha2Code].filter(Boolean).join(' '),
  ].filter((line): line is string => Boolean(line));

import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';
import type { AddressFormResult } from '../components/address-form.tsx';

/** The lines a seller recognises an address by. */
export const addressSummaryLines = (address: ShipmentAddress | AddressFormResult) =>
  [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    [address.street1, address.street2].filter(Boolean).join(', '),
    [address.zipCode, address.city, address.alpha2Code].filter(Boolean).join(' '),
  ].filter((line): line is string => Boolean(line));

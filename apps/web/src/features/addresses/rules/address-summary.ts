import { printedPlaceLines } from '@shipdeck/domain/addresses/address-format';
import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';
import type { AddressFormResult } from '../components/address-form.tsx';

/** The lines a seller recognises an address by: the place as the country writes it, then the country code. */
export const addressSummaryLines = (address: ShipmentAddress | AddressFormResult) => {
  const place = printedPlaceLines(address);
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    [address.street1, address.street2].filter(Boolean).join(', '),
    ...place.slice(0, -1),
    [place.at(-1), address.alpha2Code].filter(Boolean).join(' '),
  ].filter((line): line is string => Boolean(line));
};

import { printedPlaceLines } from '@shipdeck/domain/addresses/address-format';
import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';
import { countryLabel } from '../../../shared/i18n/code-labels.ts';
import type { AddressFormResult } from '../components/address-form.tsx';

/** The lines a seller recognises an address by: the place as the country writes it, then the country by its name. */
export const addressSummaryLines = (address: ShipmentAddress | AddressFormResult, language: string) =>
  [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    [address.street1, address.street2].filter(Boolean).join(', '),
    ...printedPlaceLines(address),
    countryLabel(address.alpha2Code, language),
  ].filter((line): line is string => Boolean(line));

import type { Recipient } from '@shipdeck/domain/addresses/address.schema';
import { printedPlaceLines } from '@shipdeck/domain/addresses/address-format';
import { countryLabel } from '../../../shared/i18n/code-labels.ts';

/**
 * The lines of an address as a seller reads them on a card or in a picker: the place as the country
 * writes it ("Austin, TX 78701"), the country by its name.
 */
export const addressLines = (address: Omit<Recipient, 'id' | 'createdAt' | 'updatedAt'>, language: string) =>
  [
    [address.firstName, address.lastName].join(' '),
    address.company,
    [address.street1, address.street2].filter(Boolean).join(', '),
    ...printedPlaceLines(address),
    countryLabel(address.alpha2Code, language),
  ].filter((line): line is string => Boolean(line));

import { printedPlaceLines } from '@shipdeck/domain/addresses/address-format';
import { countryLabel } from '../../../shared/i18n/code-labels.ts';

/**
 * The lines of an address as a seller reads them on a card, in a picker or a summary: the place as the country
 * writes it ("Austin, TX 78701"), the country by its name.
 */
type LinedAddress = Parameters<typeof printedPlaceLines>[0] & {
  [field in 'firstName' | 'lastName' | 'company' | 'street1' | 'street2' | 'alpha2Code']?: string | null;
};

export const addressLines = (address: LinedAddress, language: string) =>
  [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    [address.street1, address.street2].filter(Boolean).join(', '),
    ...printedPlaceLines(address),
    countryLabel(address.alpha2Code, language),
  ].filter((line): line is string => Boolean(line));

import { printedPlaceLines } from '@shipdeck/domain/addresses/address-format';
import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';
import { countryLabel } from '../../../shared/i18n/code-labels.ts';

/** A calendar date ("2026-11-22" or an ISO instant) in the reader's language, e.g. "22 Nov 2026". */
export const formatDate = (value: string, language: string) => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
};

/** A weight in kilograms with the reader's decimal mark: "2.5 kg", "2,5 kg". */
export const formatKilograms = (kilograms: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 }).format(
    kilograms,
  );

export const formatDateTime = (value: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value));

export const personName = (address: ShipmentAddress) =>
  [address.firstName, address.lastName].filter(Boolean).join(' ');

/**
 * The lines of an address block, empty parts left out: the place as its country writes it ("New York, NY
 * 10001", "London" above "EC4Y 1AA"), the country by its name in the language.
 */
export const addressLines = (address: ShipmentAddress, language: string) =>
  [
    personName(address),
    address.company,
    address.street1,
    address.street2,
    ...printedPlaceLines(address),
    countryLabel(address.alpha2Code, language),
    address.phone,
    address.email,
  ].filter((line): line is string => Boolean(line));

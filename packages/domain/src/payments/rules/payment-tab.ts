import { isPostcodeGiven } from '../../geo/postcode-formats.ts';
import { isDeferredEligible } from './deferred-eligibility.ts';

/** The SEPA scheme's countries: where a SEPA direct debit mandate can be signed. */
export const SEPA_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'SM',
] as const;

/**
 * The billing payment tab: the tenant shows deferred payment details and the client
 * may pay deferred (business or autonomous, not blocked, allowed or already holding a deferred method).
 */
export const isPaymentTabVisible = (input: {
  isDeferredDetailsEnabled: boolean;
  clientType: string;
  deferredPaymentBlocked: boolean;
  allowDeferred: boolean;
  hasDeferredMethod: boolean;
}) => input.isDeferredDetailsEnabled && isDeferredEligible(input);

/**
 * An invoicing address a mandate can name: street, town and country all given, and the postcode
 * where the country has postcodes.
 */
export const isInvoiceAddressValid = (
  billing: { address: string; zipCode: string; location: string; country: string } | null,
) =>
  billing !== null &&
  [billing.address, billing.location, billing.country].every((part) => part.trim() !== '') &&
  isPostcodeGiven(billing.country, billing.zipCode);

/** Direct debit is available where the tenant offers it for the invoicing address's country. */
export const isDirectDebitAvailable = (input: { tenantCountries: readonly string[]; country: string }) =>
  input.tenantCountries.includes(input.country.toUpperCase());

/**
 * "Direct debit information" shows only when the invoicing address is valid, direct debit is
 * available and it is not already the deferred method.
 */
export const isDirectDebitInfoVisible = (input: {
  isInvoiceAddressValid: boolean;
  isDirectDebitAvailable: boolean;
  currentMethod: string | null;
}) => input.isInvoiceAddressValid && input.isDirectDebitAvailable && input.currentMethod !== 'directdebit';

export const DirectDebitMessage = {
  required: 'form.error.required',
  ibanInvalid: 'settings.payment-direct-debit.error.iban-invalid',
  bicInvalid: 'settings.payment-direct-debit.error.bic-invalid',
  bicMismatch: 'settings.payment-direct-debit.error.bic-mismatch',
} as const;

export type DirectDebitProblem = { field: 'iban' | 'bic'; messageKey: string };

/** IBAN and BIC as a bank reads them: no spaces, upper case. */
export const compactBankCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * Problems of the IBAN and BIC of a direct debit request, one per field. The checks themselves are
 * passed in (ibantools' `isValidIBAN` / `isValidBIC`) so that the web and the server use the same
 * library without the domain package depending on it. A BIC names a bank of the IBAN's country
 * (its letters 5–6 are that country).
 */
export const directDebitProblems = (options: {
  iban: string;
  bic: string;
  isValidIban: (iban: string) => boolean;
  isValidBic: (bic: string) => boolean;
}): DirectDebitProblem[] => {
  const iban = compactBankCode(options.iban);
  const bic = compactBankCode(options.bic);
  const problems: DirectDebitProblem[] = [];
  if (iban === '') problems.push({ field: 'iban', messageKey: DirectDebitMessage.required });
  else if (!options.isValidIban(iban))
    problems.push({ field: 'iban', messageKey: DirectDebitMessage.ibanInvalid });
  if (bic === '') problems.push({ field: 'bic', messageKey: DirectDebitMessage.required });
  else if (!options.isValidBic(bic))
    problems.push({ field: 'bic', messageKey: DirectDebitMessage.bicInvalid });
  else if (problems.length === 0 && bic.slice(4, 6) !== iban.slice(0, 2))
    problems.push({ field: 'bic', messageKey: DirectDebitMessage.bicMismatch });
  return problems;
};

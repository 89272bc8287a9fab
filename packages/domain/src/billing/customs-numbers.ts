import { checkVAT, countries } from 'jsvat';

/**
 * The seller's numbers a customs office reads on every declaration, entered once with the
 * invoicing details. Typed with spaces, dots or dashes and in any case, they are kept as upper-case
 * letters and digits.
 *
 * - EORI (Economic Operators Registration and Identification): the issuing country's two-letter
 *   prefix and up to 15 letters or digits (GB123456789000, DE1234567, ESB12345674). Only its format
 *   can be checked: EORI numbers carry no check digit of their own.
 * - VAT number: the two-letter prefix of the issuing country and its national number, checked by the
 *   maintained validator (jsvat) with each country's format and check digits.
 * - IOSS (the EU's Import One-Stop Shop, for goods up to 150 EUR sold to EU consumers): IM and 10
 *   digits.
 */
export const normaliseCustomsNumber = (value: string) => value.replace(/[\s.\-/]/g, '').toUpperCase();

export const isValidEori = (value: string) => /^[A-Z]{2}[A-Z0-9]{1,15}$/.test(normaliseCustomsNumber(value));
export const isValidVatNumber = (value: string) => checkVAT(normaliseCustomsNumber(value), countries).isValid;
export const isValidIoss = (value: string) => /^IM\d{10}$/.test(normaliseCustomsNumber(value));

export const CustomsNumberMessage = {
  eori: 'billing.error.eori-invalid',
  vat: 'billing.error.vat-invalid',
  ioss: 'billing.error.ioss-invalid',
} as const;

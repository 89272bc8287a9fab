/**
 * Units that cannot be mixed up. Money is not branded: it is an integer of minor units checked by
 * the zod schemas where it enters, and written out only by money/money.ts and computed with VAT
 * only by pricing/rules/vat.ts. A brand is a compile-time tag only: at run time these
 * are plain numbers and strings, so JSON payloads carry them unchanged.
 */
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** Mass in whole grams. */
export type Grams = Brand<number, 'Grams'>;
/** Length in whole millimetres. */
export type Millimetres = Brand<number, 'Millimetres'>;
/** Length in centimetres (parcel dimensions are entered in whole centimetres). */
export type Centimetres = Brand<number, 'Centimetres'>;
/** ISO 3166-1 alpha-2 country code, upper case. */
export type CountryCode = Brand<string, 'CountryCode'>;
/** ISO 4217 currency code. */
export type CurrencyCode = 'EUR';

export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';

const assertInteger = (value: number, unit: string) => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${unit} must be a safe integer, got ${value}`);
};

export const grams = (value: number): Grams => {
  assertInteger(value, 'Grams');
  return value as Grams;
};

export const millimetres = (value: number): Millimetres => {
  assertInteger(value, 'Millimetres');
  return value as Millimetres;
};

export const centimetres = (value: number): Centimetres => value as Centimetres;

/** Kilograms as typed by a user (up to 3 decimals) to whole grams, without float drift. */
export const kilogramsToGrams = (kilograms: number): Grams => grams(Math.round(kilograms * 1000));

export const gramsToKilograms = (value: Grams): number => value / 1000;

export const centimetresToMillimetres = (value: Centimetres): Millimetres =>
  millimetres(Math.round(value * 10));

const COUNTRY_CODE = /^[A-Z]{2}$/;

export const isCountryCodeShape = (value: string): boolean => COUNTRY_CODE.test(value);

export const countryCode = (value: string): CountryCode => {
  const upper = value.toUpperCase();
  if (!COUNTRY_CODE.test(upper)) throw new RangeError(`Not an alpha-2 country code: ${value}`);
  return upper as CountryCode;
};

/**
 * Units that cannot be mixed up. A brand is a compile-time tag only: at run time these
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
/** Money as an integer amount of the currency's minor unit (cents for EUR). */
export type MinorUnits = Brand<number, 'MinorUnits'>;
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

export const minorUnits = (value: number): MinorUnits => {
  assertInteger(value, 'MinorUnits');
  return value as MinorUnits;
};

/** Kilograms as typed by a user (up to 3 decimals) to whole grams, without float drift. */
export const kilogramsToGrams = (kilograms: number): Grams => grams(Math.round(kilograms * 1000));

export const gramsToKilograms = (value: Grams): number => value / 1000;

export const centimetresToMillimetres = (value: Centimetres): Millimetres =>
  millimetres(Math.round(value * 10));

export const addMinor = (...amounts: MinorUnits[]): MinorUnits =>
  minorUnits(amounts.reduce<number>((sum, amount) => sum + amount, 0));

/** A percentage of an amount, rounded half away from zero to a whole minor unit. */
export const percentOf = (amount: MinorUnits, percentage: number): MinorUnits =>
  minorUnits(Math.round((amount * percentage) / 100));

const COUNTRY_CODE = /^[A-Z]{2}$/;

export const isCountryCodeShape = (value: string): boolean => COUNTRY_CODE.test(value);

export const countryCode = (value: string): CountryCode => {
  const upper = value.toUpperCase();
  if (!COUNTRY_CODE.test(upper)) throw new RangeError(`Not an alpha-2 country code: ${value}`);
  return upper as CountryCode;
};

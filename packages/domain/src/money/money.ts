/**
 * Money is an integer amount of the currency's minor unit (cents for EUR), never a float. These
 * are the only places that turn such an amount into text: for people, in their locale, and for
 * inputs and files, as a plain decimal.
 */

const currencyFormats = new Map<string, Intl.NumberFormat>();

const currencyFormat = (locale: string, currency: string, display: 'symbol' | 'code') => {
  const key = `${locale}|${currency}|${display}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display });
    currencyFormats.set(key, format);
  }
  return format;
};

/** How many decimals the currency's minor unit has (EUR 2, JPY 0), from the platform's own data. */
export const minorUnitDigits = (currency: string): number =>
  currencyFormat('en', currency, 'code').resolvedOptions().maximumFractionDigits ?? 2;

/** The amount in major units, as a number (1250 cents → 12.5), for formatting only. */
const toMajor = (amount: number, currency: string) => amount / 10 ** minorUnitDigits(currency);

/**
 * An amount in minor units as the reader's locale writes money: "€12.50" (en-GB), "12,50 €"
 * (de, fr, es …), "€ 12,50" (nl), "₺12,50" (tr). `display: 'code'` writes "EUR" instead of the
 * symbol, for documents read across borders.
 */
export const formatMoney = (
  amount: number,
  options: { currency: string; locale: string; display?: 'symbol' | 'code' },
): string =>
  currencyFormat(options.locale, options.currency, options.display ?? 'symbol').format(
    toMajor(amount, options.currency),
  );

/** A percentage such as a VAT rate as the reader's locale writes it ("21%", "21 %", "%21"). */
export const formatPercent = (percentage: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percentage / 100);

/**
 * An amount in minor units as a plain decimal with the currency's decimals and a point ("12.50"),
 * for an input's starting value and for exported files, whatever the reader's locale.
 */
export const toDecimalText = (amount: number, currency: string): string => {
  const digits = minorUnitDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
};

import { describe, expect, it } from 'vitest';
import type { Language } from '../user/language.ts';
import { formatMoney, formatPercent, minorUnitDigits, toDecimalText } from './money.ts';

// Locales separate with no-break spaces (U+00A0, U+202F); the table reads them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  // Typed by the UI languages: a language added without its row here fails the type-check.
  const byLanguage: Record<Language, { money: string; rate: string }> = {
    'en-GB': { money: '€1,234.50', rate: '21%' },
    de: { money: '1.234,50 €', rate: '21 %' },
    fr: { money: '1 234,50 €', rate: '21 %' },
    es: { money: '1234,50 €', rate: '21 %' },
    it: { money: '1234,50 €', rate: '21%' },
    nl: { money: '€ 1.234,50', rate: '21%' },
    pt: { money: '€ 1.234,50', rate: '21%' },
    tr: { money: '€1.234,50', rate: '%21' },
    hu: { money: '1234,50 EUR', rate: '21%' },
  };

  it.each(Object.entries(byLanguage))(
    'writes %s money and VAT rates as that locale does',
    (locale, expected) => {
      expect(plain(formatMoney(123450, { currency: 'EUR', locale }))).toBe(expected.money);
      expect(plain(formatPercent(21, locale))).toBe(expected.rate);
    },
  );

  it.each([
    [5, 'en-GB', 'EUR', '€0.05'],
    [-5, 'en-GB', 'EUR', '-€0.05'],
    [0, 'de', 'EUR', '0,00 €'],
    [1999, 'en-GB', 'GBP', '£19.99'],
    [1999, 'en-GB', 'JPY', 'JP¥1,999'],
    [1234, 'en-GB', 'KWD', 'KWD 1.234'],
  ])('reads %i minor units of %s %s with the currency’s own decimals', (amount, locale, currency, text) => {
    expect(plain(formatMoney(amount, { currency, locale }))).toBe(text);
  });

  it('writes the currency code instead of the symbol for documents read across borders', () => {
    expect(plain(formatMoney(123450, { currency: 'EUR', locale: 'en-GB', display: 'code' }))).toBe(
      'EUR 1,234.50',
    );
  });

  it.each([
    [5.5, 'fr', '5,5 %'],
    [10, 'en-GB', '10%'],
    [0, 'de', '0 %'],
  ])('writes a VAT rate of %s in %s as %s', (rate, locale, text) => {
    expect(plain(formatPercent(rate, locale))).toBe(text);
  });
});

describe('toDecimalText', () => {
  it.each([
    [1250, 'EUR', '12.50'],
    [5, 'EUR', '0.05'],
    [0, 'EUR', '0.00'],
    [-1999, 'EUR', '-19.99'],
    [100000, 'EUR', '1000.00'],
    [1999, 'JPY', '1999'],
    [1234, 'KWD', '1.234'],
  ])('writes %i minor units of %s as %s whatever the locale', (amount, currency, text) => {
    expect(toDecimalText(amount, currency)).toBe(text);
  });

  it.each([
    ['EUR', 2],
    ['GBP', 2],
    ['JPY', 0],
    ['KWD', 3],
  ])('knows %s has %i decimals', (currency, digits) => {
    expect(minorUnitDigits(currency)).toBe(digits);
  });
});

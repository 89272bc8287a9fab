import { formatMoney } from '@shipdeck/domain/money/money';

/** Money in the seller's locale (minor units). */
export const money = (minor: number, language: string) =>
  formatMoney(minor, { currency: 'EUR', locale: language });

/** A period end or expiry date in the seller's locale: "26 December 2026". */
export const longDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

import countries from 'i18n-iso-countries';

/** Every ISO 3166-1 alpha-2 code (no names: see country-names.ts). */
export const ALPHA2_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();
const CODE_SET: ReadonlySet<string> = new Set(ALPHA2_CODES);

export const isKnownCountry = (alpha2Code: string) => CODE_SET.has(alpha2Code);

/** UI languages (spec 1 §9): en-GB is the default and the source of every translation. */
export const LANGUAGES = ['en-GB', 'fr', 'de', 'es', 'it', 'nl', 'tr', 'hu', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-GB';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * Picks the UI language for a browser or stored preference: exact match, then the base language
 * (`fr-BE` → fr, `en-US` → en-GB), else undefined. Stored client languages use '_' (spec 1 §7).
 */
export const matchLanguage = (candidate: string | null | undefined): Language | undefined => {
  if (!candidate) return undefined;
  const normalised = candidate.replace('_', '-');
  const exact = LANGUAGES.find((language) => language.toLowerCase() === normalised.toLowerCase());
  if (exact) return exact;
  const base = normalised.split('-')[0]!.toLowerCase();
  return LANGUAGES.find((language) => language.split('-')[0]!.toLowerCase() === base);
};

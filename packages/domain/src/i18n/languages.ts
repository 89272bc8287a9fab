import { type Language, SUPPORTED_LANGUAGES } from '../user/language-names.ts';

/**
 * Picks the UI language for a browser or stored preference: exact match, then the base language
 * (`fr-BE` → fr, `en-US` → en-GB), else undefined. Stored client languages use '_' (en_GB).
 */
export const matchLanguage = (candidate: string | null | undefined): Language | undefined => {
  if (!candidate) return undefined;
  const normalised = candidate.replaceAll('_', '-');
  const exact = SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === normalised.toLowerCase());
  if (exact) return exact;
  const base = normalised.split('-')[0]!.toLowerCase();
  return SUPPORTED_LANGUAGES.find((language) => language.split('-')[0]!.toLowerCase() === base);
};

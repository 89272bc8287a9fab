import { DEFAULT_LANGUAGE, type Language } from '../../user/language.ts';

// The UI languages by the countries that speak them. Countries with several (Belgium, Switzerland,
// Luxembourg) get French, one of their official languages; the choice is recorded in ADR 0022.
const LANGUAGE_BY_COUNTRY: Record<string, Language> = {
  ES: 'es',
  MX: 'es',
  AR: 'es',
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  CH: 'fr',
  MC: 'fr',
  DE: 'de',
  AT: 'de',
  LI: 'de',
  IT: 'it',
  SM: 'it',
  VA: 'it',
  NL: 'nl',
  PT: 'pt',
  BR: 'pt',
  TR: 'tr',
  HU: 'hu',
};

/**
 * The language a buyer's e-mail is written in: the buyer's language is not known, so it is the one of
 * the country the parcel goes to, and en-GB where none of the UI languages is spoken (ADR 0022).
 */
export const buyerLanguageOf = (countryCode: string | undefined): Language =>
  LANGUAGE_BY_COUNTRY[(countryCode ?? '').toUpperCase()] ?? DEFAULT_LANGUAGE;

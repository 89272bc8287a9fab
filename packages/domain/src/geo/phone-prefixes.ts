import { type CountryCode, getCountryCallingCode } from 'libphonenumber-js/min';

/** `+34` for ES; null for places without a calling code of their own (Antarctica, Bouvet Island …). */
export const phonePrefixOf = (alpha2Code: string): string | null => {
  try {
    return `+${getCountryCallingCode(alpha2Code as CountryCode)}`;
  } catch {
    return null;
  }
};

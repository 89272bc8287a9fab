import { type CountryCode as PhoneCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { isCountryCode } from '../address-rules.ts';

/**
 * A phone number as labels and customs documents print it: in international form, the country's
 * code first and its digits grouped (`06 12 34 56 78` in France → `+33 6 12 34 56 78`), so a carrier
 * or customs office abroad can dial what a seller typed the way it is written at home. A number that
 * cannot be read in the address's country is printed as written.
 */
export const printedPhone = (input: { phone: string; alpha2Code?: string | null }): string => {
  const phone = input.phone.trim();
  const country = input.alpha2Code && isCountryCode(input.alpha2Code) ? input.alpha2Code : undefined;
  if (!country && !phone.startsWith('+')) return phone;
  const parsed = parsePhoneNumberFromString(phone, country as PhoneCountry | undefined);
  return parsed?.isValid() ? parsed.formatInternational() : phone;
};

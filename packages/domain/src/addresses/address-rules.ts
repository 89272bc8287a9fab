import countries from 'i18n-iso-countries';
import { type CountryCode as PhoneCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

/** Message keys of the address rules; the web app translates them. */
export const AddressMessage = {
  required: 'form.error.required',
  max50: 'form.error.max-50',
  max80: 'form.error.max-80',
  max100: 'form.error.max-100',
  emailInvalid: 'form.error.email-invalid',
  phoneMin: 'form.error.min-8',
  phoneMax: 'form.error.max-18',
  phoneLetters: 'form.error.phone-no-letters',
  phoneInvalid: 'form.error.phone-invalid',
  countryInvalid: 'form.error.country-invalid',
  /** The geo module's key for a postcode that cannot exist in the country. */
  postcodeInvalid: 'form.error.postcode-invalid',
  /** A state or province that is not one of the country's own (address-format.ts). */
  stateInvalid: 'form.error.state-invalid',
  /** A value of the wrong kind (a number where text belongs). */
  invalid: 'form.error.invalid',
  /** Text the label cannot print for the carrier (isPrintableOnLabel). */
  labelScript: 'form.error.label-script',
  /** Characters nobody sees: direction marks, zero-width spaces, control characters (hasHiddenCharacters). */
  hiddenCharacters: 'form.error.invalid-characters',
} as const;
export type AddressMessage = (typeof AddressMessage)[keyof typeof AddressMessage];

export const MAX_NAME_LENGTH = 50;
export const MAX_COMPANY_LENGTH = 50;
export const MAX_EMAIL_LENGTH = 50;
export const MAX_ALIAS_LENGTH = 50;
export const MAX_STREET_LENGTH = 80;
/** City and state are free text with no natural bound; 100 keeps them sane on a label. */
export const MAX_CITY_LENGTH = 100;
export const MIN_PHONE_LENGTH = 8;
export const MAX_PHONE_LENGTH = 18;

type Check = { ok: true } | { ok: false; message: AddressMessage };

const LETTER = /\p{L}/u;
// Digits with the separators people type: spaces, dots, dashes, slashes, brackets and a leading '+'.
const PHONE_CHARACTERS = /^\+?[\d\s./()-]+$/;

/**
 * Phone rule: 8 to 18 characters, no letters, and a number libphonenumber-js accepts
 * as valid for the address country (a national number is read in that country; '+' numbers as
 * written). Without a known country only the shape is checked.
 */
export const checkPhone = (input: { phone: string; alpha2Code?: string | null }): Check => {
  const phone = input.phone.trim();
  if (phone === '') return { ok: false, message: AddressMessage.required };
  if (LETTER.test(phone)) return { ok: false, message: AddressMessage.phoneLetters };
  if (phone.length < MIN_PHONE_LENGTH) return { ok: false, message: AddressMessage.phoneMin };
  if (phone.length > MAX_PHONE_LENGTH) return { ok: false, message: AddressMessage.phoneMax };
  if (!PHONE_CHARACTERS.test(phone)) return { ok: false, message: AddressMessage.phoneInvalid };
  const country = input.alpha2Code && isCountryCode(input.alpha2Code) ? input.alpha2Code : undefined;
  if (!country && !phone.startsWith('+')) return { ok: true };
  const parsed = parsePhoneNumberFromString(phone, country as PhoneCountry | undefined);
  if (!parsed?.isValid()) return { ok: false, message: AddressMessage.phoneInvalid };
  return { ok: true };
};

// Latin letters, and Greek and Cyrillic ones, which the label writes in Latin letters; digits, punctuation
// and accents (Common and Inherited) with them.
const LABEL_SCRIPTS =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]*$/u;
// Emoji and other pictographs, except the signs a company name may carry.
const PICTOGRAPH = /(?![©®™])\p{Extended_Pictographic}/u;

/**
 * Names and addresses are printed on the label for drivers and sorting machines, which read Latin
 * letters: text in another script (Chinese, Japanese, Arabic, Hebrew, Thai …) or with emoji would
 * print as empty boxes, so it is refused and the seller writes it in Latin letters, as carriers ask
 * for international parcels. Greek and Cyrillic are kept: the label transliterates them.
 */
export const isPrintableOnLabel = (text: string): boolean =>
  LABEL_SCRIPTS.test(text) && !PICTOGRAPH.test(text);

// Format marks (right-to-left marks and overrides, zero-width spaces, soft hyphens) and control characters,
// except the zero-width joiner that holds an emoji such as 👨‍👩‍👧 together, and the tabs and line breaks
// of a multi-line spreadsheet cell, which the labels print as spaces.
const HIDDEN_CHARACTER = /(?![\u200D\t\n\r])[\p{Cc}\p{Cf}]/u;

/**
 * Text with characters nobody sees: a right-to-left override shows the rest of a name backwards in
 * the lists, a name of direction marks alone looks empty yet counts as given (and prints an empty
 * line on the label), and a zero-width space makes a city differ from the one it looks like.
 */
export const hasHiddenCharacters = (text: string): boolean => HIDDEN_CHARACTER.test(text);

const HIDDEN_CHARACTERS = new RegExp(HIDDEN_CHARACTER.source, 'gu');

/** The text without its characters nobody sees: for addresses that come from a shop, not typed here. */
export const withoutHiddenCharacters = (text: string): string => text.replace(HIDDEN_CHARACTERS, '');

/** An upper-case ISO 3166-1 alpha-2 code of a real country. */
export const isCountryCode = (value: string): boolean => /^[A-Z]{2}$/.test(value) && countries.isValid(value);

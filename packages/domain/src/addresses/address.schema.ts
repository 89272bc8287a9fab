import { z } from 'zod';
import { checkPostcode, isPostcodeGiven } from '../geo/postcode-formats.ts';
import { addressFormatOf, findSubdivision } from './address-format.ts';
import {
  AddressMessage,
  checkPhone,
  hasHiddenCharacters,
  isCountryCode,
  isPrintableOnLabel,
  MAX_ALIAS_LENGTH,
  MAX_CITY_LENGTH,
  MAX_COMPANY_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_STREET_LENGTH,
} from './address-rules.ts';

const isVisibleText = (text: string) => !hasHiddenCharacters(text);

const requiredText = (max: number, maxMessage: AddressMessage) =>
  z
    .string({ error: AddressMessage.required })
    .trim()
    .min(1, AddressMessage.required)
    .max(max, maxMessage)
    .refine(isVisibleText, AddressMessage.hiddenCharacters);

/** A name or address line the label prints: required, and in letters the label can print. */
const requiredPrintedText = (max: number, maxMessage: AddressMessage) =>
  requiredText(max, maxMessage).refine(isPrintableOnLabel, AddressMessage.labelScript);

/** Optional printed text: absent, null and blank all mean "none" and come out as null. */
const optionalPrintedText = (max: number, maxMessage: AddressMessage) =>
  z
    .string({ error: AddressMessage.required })
    .trim()
    .max(max, maxMessage)
    .refine(isVisibleText, AddressMessage.hiddenCharacters)
    .refine(isPrintableOnLabel, AddressMessage.labelScript)
    .nullish()
    .transform((value) => (value ? value : null));

export const aliasSchema = requiredText(MAX_ALIAS_LENGTH, AddressMessage.max50);

/** The fields every address has (sender, recipient, address book), as the API and the forms send them. */
export const addressFields = {
  firstName: requiredPrintedText(MAX_NAME_LENGTH, AddressMessage.max50),
  lastName: requiredPrintedText(MAX_NAME_LENGTH, AddressMessage.max50),
  company: optionalPrintedText(MAX_COMPANY_LENGTH, AddressMessage.max50),
  email: z
    .string({ error: AddressMessage.required })
    .trim()
    .min(1, AddressMessage.required)
    .max(MAX_EMAIL_LENGTH, AddressMessage.max50)
    .pipe(z.email(AddressMessage.emailInvalid)),
  // Checked against the country in `withCountryRules`; only its presence here.
  phone: z.string({ error: AddressMessage.required }).trim().min(1, AddressMessage.required),
  street1: requiredPrintedText(MAX_STREET_LENGTH, AddressMessage.max80),
  street2: optionalPrintedText(MAX_STREET_LENGTH, AddressMessage.max80),
  alpha2Code: z
    .string({ error: AddressMessage.required })
    .trim()
    .min(1, AddressMessage.required)
    .transform((value) => value.toUpperCase())
    .refine(isCountryCode, AddressMessage.countryInvalid),
  // Required in `countryRules`: a country with no postcode system (Dubai, Hong Kong) has none to give.
  zipCode: z
    .string({ error: AddressMessage.required })
    .trim()
    .nullish()
    .transform((value) => value ?? ''),
  city: optionalPrintedText(MAX_CITY_LENGTH, AddressMessage.max100),
  state: optionalPrintedText(MAX_CITY_LENGTH, AddressMessage.max100),
  /** The postcode look-up's id of the chosen postcode, when one was picked (geo module). */
  postalCodeId: z
    .string()
    .trim()
    .max(64, 'form.error.max-size')
    .nullish()
    .transform((value) => value || null),
};

type CountryFields = {
  alpha2Code?: string | null;
  city?: string | null;
  zipCode?: string | null;
  phone?: string | null;
  state?: string | null;
};

const countryOf = (value: CountryFields) =>
  value.alpha2Code && isCountryCode(value.alpha2Code) ? value.alpha2Code : null;

/**
 * The rules that depend on the country: phone parsed for the country, postcode shaped for it (geo
 * module), and where carriers need a state or province (US, CA, AU, MX, BR, IT) one of the
 * country's own. Only values that are there are checked; a missing one is its own field's
 * `required`, and so is a missing postcode (where the country has postcodes), a missing city (where
 * the country writes one) or a missing state of such a country once the address is to be complete
 * (`isComplete`: the address book, a sender or recipient as a whole; not a draft's partial address).
 */
export const countryRules = (
  value: CountryFields,
  context: z.RefinementCtx,
  options: { isComplete: boolean } = { isComplete: true },
) => {
  const country = countryOf(value);
  if (value.phone) {
    const phone = checkPhone({ phone: value.phone, alpha2Code: country });
    if (!phone.ok)
      context.addIssue({ code: 'custom', message: phone.message, path: ['phone'], input: value.phone });
  }
  if (options.isComplete && !isPostcodeGiven(country, value.zipCode))
    context.addIssue({
      code: 'custom',
      message: AddressMessage.required,
      path: ['zipCode'],
      input: value.zipCode,
    });
  if (country && value.zipCode && !checkPostcode(country, value.zipCode).isValid)
    context.addIssue({
      code: 'custom',
      message: AddressMessage.postcodeInvalid,
      path: ['zipCode'],
      input: value.zipCode,
    });
  if (country && options.isComplete && addressFormatOf(country).isCityRequired && !value.city?.trim())
    context.addIssue({ code: 'custom', message: AddressMessage.required, path: ['city'], input: value.city });
  if (country && addressFormatOf(country).isStateRequired) {
    const state = value.state?.trim();
    if (state ? !findSubdivision(country, state) : options.isComplete)
      context.addIssue({
        code: 'custom',
        message: state ? AddressMessage.stateInvalid : AddressMessage.required,
        path: ['state'],
        input: value.state,
      });
  }
};

/**
 * Stores and shows the postcode in the country's canonical form (`1011ab` → `1011 AB`), so look-ups
 * match, and a state or province of a state-required country by its code ("California" → `CA`).
 */
export const canonicalPlace = <T extends CountryFields>(value: T): T => {
  const country = countryOf(value);
  if (!country) return value;
  const postcode = value.zipCode ? checkPostcode(country, value.zipCode) : null;
  const subdivision = value.state ? findSubdivision(country, value.state) : null;
  return {
    ...value,
    ...(postcode?.isValid ? { zipCode: postcode.postcode } : {}),
    ...(subdivision ? { state: subdivision.code } : {}),
  };
};

/** An address without alias: a shipment's sender or recipient in the checkout. */
export const addressSchema = z
  .object(addressFields)
  .strict()
  .superRefine(countryRules)
  .transform(canonicalPlace);
export type AddressInput = z.input<typeof addressSchema>;
export type AddressValues = z.output<typeof addressSchema>;

/** POST/PUT /recipients: an address-book entry, named by its alias. */
export const recipientRequestSchema = z
  .object({ alias: aliasSchema, ...addressFields })
  .strict()
  .superRefine(countryRules)
  .transform(canonicalPlace);
export type RecipientRequest = z.input<typeof recipientRequestSchema>;
export type RecipientValues = z.output<typeof recipientRequestSchema>;

/** POST/PUT /warehouses: a sender address; `isDefault: true` makes it the default at once. */
export const warehouseRequestSchema = z
  .object({ alias: aliasSchema, ...addressFields, isDefault: z.boolean().optional() })
  .strict()
  .superRefine(countryRules)
  .transform(canonicalPlace);
export type WarehouseRequest = z.input<typeof warehouseRequestSchema>;
export type WarehouseValues = z.output<typeof warehouseRequestSchema>;

/** A stored address as the API answers it. */
export const savedAddressSchema = z.object({
  id: z.uuid(),
  alias: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  street1: z.string(),
  street2: z.string().nullable(),
  alpha2Code: z.string(),
  zipCode: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCodeId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const recipientSchema = savedAddressSchema;
export type Recipient = z.infer<typeof recipientSchema>;

export const warehouseSchema = savedAddressSchema.extend({ isDefault: z.boolean() });
export type Warehouse = z.infer<typeof warehouseSchema>;

export const warehouseListSchema = z.array(warehouseSchema);

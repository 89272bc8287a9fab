import { z } from 'zod';
import { AddressMessage, checkPhone, isCountryCode } from '../addresses/address-rules.ts';
import { clientTypeSchema } from '../client/client.schema.ts';
import { checkPostcode, isPostcodeGiven } from '../geo/postcode-formats.ts';
import { CustomsNumberMessage, isValidEori, isValidIoss, isValidVatNumber } from './customs-numbers.ts';

const required = (max: number) =>
  z
    .string({ message: 'form.error.required' })
    .trim()
    .min(1, 'form.error.required')
    .max(max, 'form.error.max-size');
const optional = (max: number) => z.string().trim().max(max, 'form.error.max-size').nullable().optional();
/** An optional customs number: empty means none; otherwise it must have its format. */
const customsNumber = (isValid: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(30, 'form.error.max-size')
    .refine((value) => value === '' || isValid(value), message)
    .nullable()
    .optional();

/** Digits and spaces, 8 to 18 of them, after an optional '+'. */
const PHONE_SHAPE = /^\+?[\d ]{8,18}$/;

/** The fields of the invoicing details. */
const billingClientFields = z.object({
  type: clientTypeSchema,
  companyName: optional(100),
  taxId: required(30),
  firstName: required(50),
  lastName: required(50),
  email: z.email('form.error.email-invalid').max(100, 'form.error.max-size'),
  phone: z.string().trim().regex(PHONE_SHAPE, 'form.error.invalid-phone'),
  address: required(100),
  address2: optional(100),
  location: required(80),
  // Required in the refinement below: a country with no postcode system has none to give.
  zipCode: z.string({ message: 'form.error.required' }).trim().max(12, 'form.error.max-size').default(''),
  state: optional(50),
  country: z.string().regex(/^[A-Z]{2}$/, 'form.error.invalid-country'),
  /** Printed on every customs document of the seller's shipments. */
  eoriNumber: customsNumber(isValidEori, CustomsNumberMessage.eori),
  vatNumber: customsNumber(isValidVatNumber, CustomsNumberMessage.vat),
  iossNumber: customsNumber(isValidIoss, CustomsNumberMessage.ioss),
});

/**
 * Invoicing details, as the billing form and the checkout send them: in a country that exists, with a
 * postcode that can exist there and a phone number that can be dialled there (a national number read in
 * that country, a '+' number as written), as every address. They are printed on every invoice, and the
 * country of a business is locked once saved, so a wrong one could never be put right.
 */
export const billingClientInputSchema = billingClientFields.superRefine((value, context) => {
  if (!isPostcodeGiven(value.country, value.zipCode))
    context.addIssue({
      code: 'custom',
      path: ['zipCode'],
      message: 'form.error.required',
      input: value.zipCode,
    });
  if (!isCountryCode(value.country)) {
    context.addIssue({
      code: 'custom',
      path: ['country'],
      message: 'form.error.invalid-country',
      input: value.country,
    });
    return;
  }
  if (value.zipCode && !checkPostcode(value.country, value.zipCode).isValid)
    context.addIssue({
      code: 'custom',
      path: ['zipCode'],
      message: AddressMessage.postcodeInvalid,
      input: value.zipCode,
    });
  // Reached only when every field has its shape (the phone's included): the number is then looked up.
  if (!checkPhone({ phone: value.phone, alpha2Code: value.country }).ok)
    context.addIssue({
      code: 'custom',
      path: ['phone'],
      message: 'form.error.invalid-phone',
      input: value.phone,
    });
});
export type BillingClientInput = z.infer<typeof billingClientInputSchema>;

/**
 * The billing form's own check, as the server's: a company needs its name (the server answers 422
 * RequiredField on companyName without it).
 */
export const billingFormSchema = billingClientInputSchema.superRefine((value, context) => {
  if (value.type === 'business' && !value.companyName?.trim())
    context.addIssue({ code: 'custom', path: ['companyName'], message: 'form.error.required' });
});

export const billingClientSchema = billingClientFields.extend({
  companyName: z.string().nullable(),
  address2: z.string().nullable(),
  state: z.string().nullable(),
  eoriNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  iossNumber: z.string().nullable(),
});
export type BillingClient = z.infer<typeof billingClientSchema>;

export const BillingMessage = {
  unprocessable: 'billing.error.unprocessable-entity',
  invalidTaxId: 'billing.error.invalid-tax-id',
  dissolvedCompany: 'billing.error.dissolved-company',
  lockedField: 'billing.error.locked-field',
  default: 'billing.error.default',
} as const;

/**
 * How the billing form shows a failed save: a tax-id message when the tax id is refused (not valid,
 * or a dissolved company's), else a generic one.
 */
export const billingErrorMessageOf = (input: { status: number; code?: string }) => {
  if (input.code === 'InvalidTaxId') return BillingMessage.invalidTaxId;
  if (input.code === 'DissolvedCompanyTaxId') return BillingMessage.dissolvedCompany;
  if (input.status === 422) return BillingMessage.unprocessable;
  return BillingMessage.default;
};

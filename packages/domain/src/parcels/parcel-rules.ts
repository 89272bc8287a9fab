import { z } from 'zod';

/**
 * Parcel rules: dimensions are whole positive centimetres, the weight is positive
 * kilograms with at most 3 decimals (comma or apostrophe accepted as decimal separator), the name
 * is at most 150 characters, and a shipment holds at most 16 parcels, as many as a client may save:
 * the add button shows while there are fewer than 16.
 * The upper bounds on dimensions and weight are ours: no carrier takes a 10 m parcel, and they stop
 * absurd input before it reaches rating.
 */
export const MAX_PARCELS_PER_SHIPMENT = 16;
export const MAX_PARCEL_NAME_LENGTH = 150;
export const MAX_WEIGHT_DECIMALS = 3;
/** Sanity bound: beyond any carrier's limit, so such input is a typing error, not a parcel. */
export const MAX_DIMENSION_CM = 1000;
/** Sanity bound in kilograms, see MAX_DIMENSION_CM. */
export const MAX_WEIGHT_KG = 1000;

export const ParcelMessage = {
  required: 'form.error.required',
  wholeNumber: 'form.error.whole-number',
  positive: 'form.error.positive',
  maxDecimals: 'form.error.max-decimals',
  tooLarge: 'form.error.max-size',
  maxLength: 'form.error.max-length',
  maxParcels: 'form.error.max-parcels',
  minParcels: 'form.error.min-parcels',
  invalidNumber: 'form.error.invalid-number',
} as const;
export type ParcelMessage = (typeof ParcelMessage)[keyof typeof ParcelMessage];

export type RuleResult = { ok: true; value: number } | { ok: false; message: ParcelMessage };

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A dimension as typed or sent: a whole positive number of centimetres. */
export const checkDimension = (input: unknown): RuleResult => {
  if (isBlank(input)) return { ok: false, message: ParcelMessage.required };
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : null;
  if (text === null || !/^-?\d+(\.\d+)?$/.test(text))
    return { ok: false, message: ParcelMessage.invalidNumber };
  const value = Number(text);
  if (value <= 0) return { ok: false, message: ParcelMessage.positive };
  if (!Number.isInteger(value)) return { ok: false, message: ParcelMessage.wholeNumber };
  if (value > MAX_DIMENSION_CM) return { ok: false, message: ParcelMessage.tooLarge };
  return { ok: true, value };
};

/** A weight in kilograms; `1,5` and `1'5` read as 1.5 (European keyboards and Swiss notation). */
export const checkWeight = (input: unknown): RuleResult => {
  if (isBlank(input)) return { ok: false, message: ParcelMessage.required };
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, message: ParcelMessage.invalidNumber };
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim().replace(/[,']/, '.');
  } else {
    return { ok: false, message: ParcelMessage.invalidNumber };
  }
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === ''))
    return { ok: false, message: ParcelMessage.invalidNumber };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, message: ParcelMessage.invalidNumber };
  if (value <= 0) return { ok: false, message: ParcelMessage.positive };
  if ((match[3] ?? '').replace(/0+$/, '').length > MAX_WEIGHT_DECIMALS)
    return { ok: false, message: ParcelMessage.maxDecimals };
  if (value > MAX_WEIGHT_KG) return { ok: false, message: ParcelMessage.tooLarge };
  return { ok: true, value };
};

export const checkParcelName = (
  input: unknown,
): { ok: true; value: string } | { ok: false; message: ParcelMessage } => {
  if (typeof input !== 'string' || input.trim() === '') return { ok: false, message: ParcelMessage.required };
  if (input.length > MAX_PARCEL_NAME_LENGTH) return { ok: false, message: ParcelMessage.maxLength };
  return { ok: true, value: input };
};

export const checkParcelCount = (count: number): { ok: true } | { ok: false; message: ParcelMessage } => {
  if (count < 1) return { ok: false, message: ParcelMessage.minParcels };
  if (count > MAX_PARCELS_PER_SHIPMENT) return { ok: false, message: ParcelMessage.maxParcels };
  return { ok: true };
};

/** The add-parcel button hides once a shipment holds the maximum. */
export const canAddParcel = (count: number) => count < MAX_PARCELS_PER_SHIPMENT;

const ruleSchema = (rule: (input: unknown) => RuleResult) =>
  z.unknown().transform((input, context) => {
    const result = rule(input);
    if (result.ok) return result.value;
    context.addIssue({ code: 'custom', message: result.message, input });
    return z.NEVER;
  });

/** Accepts a number or its text (query strings, form fields); yields whole centimetres. */
export const dimensionSchema = ruleSchema(checkDimension);
/** Accepts a number or its text with `.`, `,` or `'`; yields kilograms. */
export const weightSchema = ruleSchema(checkWeight);

export const parcelNameSchema = z
  .string({ message: ParcelMessage.required })
  .trim()
  .min(1, ParcelMessage.required)
  .max(MAX_PARCEL_NAME_LENGTH, ParcelMessage.maxLength);

/** The measures every carrier needs; a saved parcel adds a name. */
export const packageSchema = z.object({
  weight: weightSchema,
  length: dimensionSchema,
  width: dimensionSchema,
  height: dimensionSchema,
});
export type Package = z.infer<typeof packageSchema>;

export const packagesSchema = z
  .array(packageSchema, { message: ParcelMessage.required })
  .min(1, ParcelMessage.minParcels)
  .max(MAX_PARCELS_PER_SHIPMENT, ParcelMessage.maxParcels);

export const parcelSchema = packageSchema.extend({ name: parcelNameSchema });
export type Parcel = z.infer<typeof parcelSchema>;

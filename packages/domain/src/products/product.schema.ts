import { z } from 'zod';
import { isCountryCode } from '../addresses/address-rules.ts';
import { printableDescription } from '../customs/customs-description.ts';
import { hsCodeSchema, normaliseHsCode } from '../customs/hs-code.ts';
import { MAX_WEIGHT_KG } from '../parcels/parcel-rules.ts';

/**
 * The product catalogue: goods a seller ships often, described once (description, HS code, origin,
 * value and weight of one unit) and picked into a customs line instead of retyped. Each field is
 * bounded as a customs line bounds it. A client keeps
 * at most 500; the server refuses the 501st and the page hides its add button.
 */
export const MAX_PRODUCTS = 500;
export const PRODUCT_LIMIT_EXCEEDED_KEY = 'products.error.limit-exceeded';
/** The longest description a customs line takes, so a picked product always makes a valid line. */
export const MAX_PRODUCT_DESCRIPTION_LENGTH = 100;
/** The largest declared value the checkout accepts: just below 99 999 999 in major units. */
export const MAX_PRODUCT_UNIT_VALUE = 9_999_999_899;
/** Beyond any carrier's parcel limit, so such a weight is a typing error. */
export const MAX_PRODUCT_WEIGHT_GRAMS = MAX_WEIGHT_KG * 1000;

export const canAddProduct = (count: number) => count < MAX_PRODUCTS;

const positiveWhole = (max: number) =>
  z
    .number({ error: 'form.error.required' })
    .int('form.error.whole-number')
    .positive('form.error.positive')
    .max(max, 'form.error.max-size');

/** One rule per field, shared by the API, the settings form and the customs picker. */
export const productFields = {
  /** Printed on the customs documents of the lines it fills, so under their rule. */
  description: printableDescription(
    z
      .string({ error: 'form.error.required' })
      .trim()
      .min(1, 'form.error.required')
      .max(MAX_PRODUCT_DESCRIPTION_LENGTH, 'form.error.max-length'),
  ),
  /** The customs line's tariff code rule; typed with dots or spaces, kept as its digits. */
  hsCode: z
    .string({ error: 'form.error.required' })
    .transform(normaliseHsCode)
    .pipe(z.string().min(1, 'form.error.required').pipe(hsCodeSchema)),
  /** Where the goods were made (not where they are sent from), as an ISO alpha-2 code. */
  originCountry: z
    .string({ error: 'form.error.required' })
    .trim()
    .min(1, 'form.error.required')
    .transform((value) => value.toUpperCase())
    .refine(isCountryCode, 'form.error.invalid-country'),
  /** Value of one unit in minor units (cents). */
  unitValue: positiveWhole(MAX_PRODUCT_UNIT_VALUE),
  /** Net weight of one unit in whole grams. */
  weightGrams: positiveWhole(MAX_PRODUCT_WEIGHT_GRAMS),
};

/** POST/PUT /products. */
export const productRequestSchema = z.object(productFields).strict();
export type ProductRequest = z.input<typeof productRequestSchema>;
export type ProductValues = z.output<typeof productRequestSchema>;

export const productSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  hsCode: z.string(),
  originCountry: z.string(),
  unitValue: z.number().int(),
  currency: z.literal('EUR'),
  weightGrams: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * GET /products: `search` matches the description anywhere (any case) or the start of the HS code
 * (typed with or without dots); `limit` caps the answer (the picker asks for a few).
 */
export const productListQuerySchema = z.object({
  search: z.string().trim().max(MAX_PRODUCT_DESCRIPTION_LENGTH, 'form.error.max-length').optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PRODUCTS).default(MAX_PRODUCTS),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** Products sorted by description; `totalSaved` counts every product of the client, for the limit. */
export const productListSchema = z.object({
  products: z.array(productSchema),
  totalMatching: z.number().int(),
  totalSaved: z.number().int(),
});
export type ProductList = z.infer<typeof productListSchema>;

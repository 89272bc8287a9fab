import { toDecimalText } from '@shipdeck/domain/money/money';
import { weightSchema } from '@shipdeck/domain/parcels/parcel-rules';
import { type Product, type ProductRequest, productFields } from '@shipdeck/domain/products/product.schema';
import { grams, gramsToKilograms, kilogramsToGrams } from '@shipdeck/domain/units/units';
import { z } from 'zod';
import { checkContentValue } from '../../shipment-draft/index.ts';

/** Inputs hold text: the value in euros ("12,50") and the weight in kilograms ("0,25") as typed. */
export type ProductFormValues = {
  description: string;
  hsCode: string;
  originCountry: string;
  unitValue: string;
  weight: string;
};

export const PRODUCT_FORM_FIELDS = ['description', 'hsCode', 'originCountry', 'unitValue', 'weight'] as const;

/** Euros as typed, read by the same rule as a declared value, into cents. */
const moneyText = z.string().transform((text, context) => {
  const result = checkContentValue(text);
  if (result.ok) return result.minor;
  context.addIssue({ code: 'custom', message: result.message, input: text });
  return z.NEVER;
});

/**
 * The settings form and the customs picker's "save" read text through the catalogue's own field
 * rules, then convert to what the API takes: cents and whole grams.
 */
export const productFormSchema = z
  .object({
    description: productFields.description,
    hsCode: productFields.hsCode,
    originCountry: productFields.originCountry,
    unitValue: moneyText.pipe(productFields.unitValue),
    weight: weightSchema,
  })
  .transform(({ weight, ...rest }): ProductRequest => ({ ...rest, weightGrams: kilogramsToGrams(weight) }));

/** Field names of the API (`weightGrams`) as the form names them (`weight`, in kilograms). */
export const formFieldOf = (apiField: string) => (apiField === 'weightGrams' ? 'weight' : apiField);

export const productFormDefaults = (product?: Product): ProductFormValues => ({
  description: product?.description ?? '',
  hsCode: product?.hsCode ?? '',
  originCountry: product?.originCountry ?? '',
  unitValue: product ? toDecimalText(product.unitValue, product.currency) : '',
  weight: product ? String(gramsToKilograms(grams(product.weightGrams))) : '',
});

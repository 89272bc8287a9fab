import { grams, gramsToKilograms, kilogramsToGrams } from '../units/units.ts';
import type { Product, ProductRequest } from './product.schema.ts';

/** What a customs line takes from a product: value of one unit in minor units, net weight in kilograms. */
export type CustomsLineFromProduct = {
  description: string;
  hsCode: string;
  originCountry: string;
  unitValue: number;
  weight: number;
};

/** A catalogue product as the customs line it fills (the quantity stays the seller's). */
export const customsLineOfProduct = (product: Product): CustomsLineFromProduct => ({
  description: product.description,
  hsCode: product.hsCode,
  originCountry: product.originCountry,
  unitValue: product.unitValue,
  weight: gramsToKilograms(grams(product.weightGrams)),
});

/** A customs line typed by hand, as the product saved to the catalogue from it (kilograms to exact grams). */
export const productOfCustomsLine = (line: CustomsLineFromProduct): ProductRequest => ({
  description: line.description,
  hsCode: line.hsCode,
  originCountry: line.originCountry,
  unitValue: line.unitValue,
  weightGrams: kilogramsToGrams(line.weight),
});

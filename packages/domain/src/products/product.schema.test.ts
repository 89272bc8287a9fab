import { describe, expect, it } from 'vitest';
import { customsItemSchema } from '../customs/customs.schema.ts';
import {
  canAddProduct,
  MAX_PRODUCT_DESCRIPTION_LENGTH,
  MAX_PRODUCT_UNIT_VALUE,
  MAX_PRODUCT_WEIGHT_GRAMS,
  MAX_PRODUCTS,
  productListQuerySchema,
  productRequestSchema,
} from './product.schema.ts';

const valid = {
  description: 'Cotton T-shirt',
  hsCode: '61091000',
  originCountry: 'PT',
  unitValue: 1250,
  weightGrams: 180,
};

const issuesOf = (input: unknown) =>
  productRequestSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('product request', () => {
  it('accepts a product and keeps its HS code as digits, as a customs line takes it', () => {
    expect(productRequestSchema.parse({ ...valid, hsCode: '6109.10.00', originCountry: 'pt' })).toEqual({
      ...valid,
      hsCode: '61091000',
      originCountry: 'PT',
    });
  });

  it.each([
    ['description', undefined, 'form.error.required'],
    ['description', '   ', 'form.error.required'],
    ['description', 'x'.repeat(101), 'form.error.max-length'],
    ['hsCode', undefined, 'form.error.required'],
    ['hsCode', '', 'form.error.required'],
    ['hsCode', '12345', 'customs.error.hs-code'],
    ['hsCode', '12345678901', 'customs.error.hs-code'],
    ['originCountry', undefined, 'form.error.required'],
    ['originCountry', 'XX', 'form.error.invalid-country'],
    ['originCountry', 'Portugal', 'form.error.invalid-country'],
    ['unitValue', 0, 'form.error.positive'],
    ['unitValue', -100, 'form.error.positive'],
    ['unitValue', 12.5, 'form.error.whole-number'],
    ['unitValue', 10_000_000_000, 'form.error.max-size'],
    ['weightGrams', 0, 'form.error.positive'],
    ['weightGrams', 0.5, 'form.error.whole-number'],
    ['weightGrams', 1_000_001, 'form.error.max-size'],
    ['weightGrams', undefined, 'form.error.required'],
  ])('refuses %s = %j with %s', (field, value, message) => {
    expect(issuesOf({ ...valid, [field]: value })).toContainEqual([field, message]);
  });

  it('makes a valid customs line from a product at every limit', () => {
    const largest = productRequestSchema.parse({
      ...valid,
      description: 'x'.repeat(MAX_PRODUCT_DESCRIPTION_LENGTH),
      hsCode: '6109.1000.10',
      unitValue: MAX_PRODUCT_UNIT_VALUE,
      weightGrams: MAX_PRODUCT_WEIGHT_GRAMS,
    });
    const line = customsItemSchema.safeParse({
      description: largest.description,
      hsCode: largest.hsCode,
      originCountry: largest.originCountry,
      unitValue: largest.unitValue,
      weight: largest.weightGrams / 1000,
      quantity: 1,
    });
    expect(line.error?.issues).toBeUndefined();
  });

  it('refuses fields it does not know', () => {
    expect(productRequestSchema.safeParse({ ...valid, clientId: 'someone-else' }).success).toBe(false);
  });

  it.each([
    [0, true],
    [499, true],
    [500, false],
  ])('with %i products, adding another is %s', (count, allowed) => {
    expect(MAX_PRODUCTS).toBe(500);
    expect(canAddProduct(count)).toBe(allowed);
  });

  it('lists everything by default and at most 500', () => {
    expect(productListQuerySchema.parse({})).toEqual({ limit: 500 });
    expect(productListQuerySchema.parse({ limit: '20', search: ' shirt ' })).toEqual({
      limit: 20,
      search: 'shirt',
    });
    expect(productListQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
  });
});

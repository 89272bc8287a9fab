import { formatMoney } from '@shipdeck/domain/money/money';
import type { Product } from '@shipdeck/domain/products/product.schema';
import { grams, gramsToKilograms } from '@shipdeck/domain/units/units';
import { parcelWeight } from '../../parcels/index.ts';

/** "6109.10.00": an HS code grouped as tariff books print it (chapter and heading, then pairs). */
export const formatHsCode = (digits: string) =>
  [digits.slice(0, 4), ...(digits.slice(4).match(/\d{1,2}/g) ?? [])].join('.');

export const productValue = (product: Pick<Product, 'unitValue' | 'currency'>, language: string) =>
  formatMoney(product.unitValue, { currency: product.currency, locale: language });

export const productWeight = (product: Pick<Product, 'weightGrams'>, language: string) =>
  parcelWeight(gramsToKilograms(grams(product.weightGrams)), language);

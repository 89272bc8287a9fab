import type { Product } from '@shipdeck/domain/products/product.schema';
import type { ProductRow } from './products.tables.ts';

export const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  description: row.description,
  hsCode: row.hsCode,
  originCountry: row.originCountry,
  unitValue: row.unitValue,
  currency: row.currency,
  weightGrams: row.weightGrams,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

import type { ProductValues } from '@shipdeck/domain/products/product.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { toProduct } from './product-dto.ts';
import { productsRepository } from './products.repository.ts';

/** Replaces a product; customs invoices already saved keep the lines they were made with. */
export const updateProduct = async (
  db: Db,
  input: { clientId: string; id: string; product: ProductValues },
) => {
  const row = await productsRepository.update(db, input.clientId, input.id, input.product);
  if (!row) throw notFound();
  return toProduct(row);
};

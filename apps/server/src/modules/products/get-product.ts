import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { toProduct } from './product-dto.ts';
import { productsRepository } from './products.repository.ts';

/** One product of the client's catalogue; another client's id is not found. */
export const getProduct = async (db: Db, input: { clientId: string; id: string }) => {
  const row = await productsRepository.findOne(db, input.clientId, input.id);
  if (!row) throw notFound();
  return toProduct(row);
};

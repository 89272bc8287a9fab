import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { productsRepository } from './products.repository.ts';

/** Removes a product from the catalogue; customs lines picked from it keep their copy. */
export const deleteProduct = async (db: Db, input: { clientId: string; id: string }) => {
  if (!(await productsRepository.delete(db, input.clientId, input.id))) throw notFound();
};

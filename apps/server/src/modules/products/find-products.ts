import type { ProductList } from '@shipdeck/domain/products/product.schema';
import type { Db } from '../../platform/db/database.ts';
import { toProduct } from './product-dto.ts';
import { productsRepository } from './products.repository.ts';

/** The client's products matching the search, by description, with how many match and how many exist. */
export const findProducts = async (
  db: Db,
  input: { clientId: string; search?: string; limit: number },
): Promise<ProductList> => {
  const rows = await productsRepository.find(db, input.clientId, {
    search: input.search,
    limit: input.limit,
  });
  const totalSaved = await productsRepository.count(db, input.clientId);
  // Without a search every saved product matches: no second count.
  const totalMatching = input.search
    ? await productsRepository.count(db, input.clientId, input.search)
    : totalSaved;
  return { products: rows.map(toProduct), totalMatching, totalSaved };
};

import {
  MAX_PRODUCTS,
  PRODUCT_LIMIT_EXCEEDED_KEY,
  type ProductValues,
} from '@shipdeck/domain/products/product.schema';
import type { Db } from '../../platform/db/database.ts';
import { limitExceeded } from '../../platform/errors/app-error.ts';
import { toProduct } from './product-dto.ts';
import { productsRepository } from './products.repository.ts';

/** Adds a product to the catalogue unless the client has the maximum (409 LimitExceeded). */
export const createProduct = (db: Db, input: { clientId: string; product: ProductValues }) =>
  db.transaction(async (tx) => {
    await productsRepository.lockClient(tx, input.clientId);
    if ((await productsRepository.count(tx, input.clientId)) >= MAX_PRODUCTS)
      throw limitExceeded(PRODUCT_LIMIT_EXCEEDED_KEY);
    return toProduct(await productsRepository.insert(tx, input.clientId, input.product));
  });

import type { ProductListQuery } from '@shipdeck/domain/products/product.schema';

/** Query keys of the product catalogue. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
};

import type { ProductList, ProductListQuery } from '@shipdeck/domain/products/product.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { productKeys } from './product-keys.ts';

const queryString = (query: ProductListQuery) => {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.limit) params.set('limit', String(query.limit));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const getProducts = (query: ProductListQuery, signal?: AbortSignal) =>
  apiRequest<ProductList>(`/products${queryString(query)}`, { signal });

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    // A new search keeps the last answer on screen until its own arrives.
    placeholderData: keepPreviousData,
  });

/** The catalogue by description; `search` matches the description or the start of the HS code. */
export const useProducts = (query: ProductListQuery = {}, options: { enabled?: boolean } = {}) =>
  useQuery({ ...productsQueryOptions(query), enabled: options.enabled ?? true });

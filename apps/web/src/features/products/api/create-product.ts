import type { Product, ProductRequest } from '@shipdeck/domain/products/product.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { productKeys } from './product-keys.ts';

export const createProduct = (body: ProductRequest) =>
  apiRequest<Product>('/products', { method: 'POST', body });

export const useCreateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
};

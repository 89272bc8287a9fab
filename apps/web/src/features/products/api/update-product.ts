import type { Product, ProductRequest } from '@shipdeck/domain/products/product.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { productKeys } from './product-keys.ts';

export const updateProduct = ({ id, values }: { id: string; values: ProductRequest }) =>
  apiRequest<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PUT', body: values });

export const useUpdateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
};

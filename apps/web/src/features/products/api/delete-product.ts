import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { productKeys } from './product-keys.ts';

export const deleteProduct = (id: string) =>
  apiRequest<void>(`/products/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
};

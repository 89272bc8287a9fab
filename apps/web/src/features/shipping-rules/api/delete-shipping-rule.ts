import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { shippingRuleKeys } from './shipping-rule-keys.ts';

export const deleteShippingRule = (id: string) =>
  apiRequest<void>(`/shipping-rules/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteShippingRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShippingRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingRuleKeys.lists() }),
  });
};

import type { ShippingRule } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { shippingRuleKeys } from './shipping-rule-keys.ts';

export const swapShippingRules = (body: { firstId: string; secondId: string }) =>
  apiRequest<ShippingRule[]>('/shipping-rules/swap', { method: 'POST', body });

/** Swaps the priority of two rules; the server answers the list in its new order. */
export const useSwapShippingRules = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: swapShippingRules,
    onSuccess: (list) => queryClient.setQueryData(shippingRuleKeys.lists(), list),
  });
};

import type { ShippingRule, ShippingRuleInput } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { shippingRuleKeys } from './shipping-rule-keys.ts';

/** Creates a rule (no id) or replaces one ("save"). */
export const saveShippingRule = ({ id, rule }: { id?: string; rule: ShippingRuleInput }) =>
  id
    ? apiRequest<ShippingRule>(`/shipping-rules/${encodeURIComponent(id)}`, { method: 'PUT', body: rule })
    : apiRequest<ShippingRule>('/shipping-rules', { method: 'POST', body: rule });

export const useSaveShippingRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShippingRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingRuleKeys.lists() }),
  });
};

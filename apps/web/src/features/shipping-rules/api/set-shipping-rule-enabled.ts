import type { ShippingRule } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { shippingRuleKeys } from './shipping-rule-keys.ts';

export const setShippingRuleEnabled = ({ id, enabled }: { id: string; enabled: boolean }) =>
  apiRequest<ShippingRule>(`/shipping-rules/${encodeURIComponent(id)}/enabled`, {
    method: 'PUT',
    body: { enabled },
  });

/** Flips the toggle at once and puts it back if the server refuses. */
export const useSetShippingRuleEnabled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setShippingRuleEnabled,
    onMutate: async ({ id, enabled }) => {
      await queryClient.cancelQueries({ queryKey: shippingRuleKeys.lists() });
      const previous = queryClient.getQueryData<ShippingRule[]>(shippingRuleKeys.lists());
      queryClient.setQueryData<ShippingRule[]>(shippingRuleKeys.lists(), (list) =>
        list?.map((rule) => (rule.id === id ? { ...rule, enabled } : rule)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(shippingRuleKeys.lists(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingRuleKeys.lists() }),
  });
};

/** Query keys of shipping rules. */
export const shippingRuleKeys = {
  all: ['shipping-rules'] as const,
  lists: () => [...shippingRuleKeys.all, 'list'] as const,
  definitions: () => [...shippingRuleKeys.all, 'definitions'] as const,
  options: (language: string) => [...shippingRuleKeys.all, 'options', language] as const,
};

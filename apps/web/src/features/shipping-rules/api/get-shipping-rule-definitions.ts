import type { ShippingRuleDefinitions } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { shippingRuleKeys } from './shipping-rule-keys.ts';

export const getShippingRuleDefinitions = (signal?: AbortSignal) =>
  apiRequest<ShippingRuleDefinitions>('/shipping-rules/definitions', { signal });

/** What conditions and actions exist (configuration) and how many rules the client may keep. */
export const useShippingRuleDefinitions = () =>
  useQuery({
    queryKey: shippingRuleKeys.definitions(),
    queryFn: ({ signal }) => getShippingRuleDefinitions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

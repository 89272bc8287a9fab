import type { ShippingRule } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { shippingRuleKeys } from './shipping-rule-keys.ts';

export const getShippingRules = (signal?: AbortSignal) =>
  apiRequest<ShippingRule[]>('/shipping-rules', { signal });

export const shippingRulesQueryOptions = () =>
  queryOptions({ queryKey: shippingRuleKeys.lists(), queryFn: ({ signal }) => getShippingRules(signal) });

/** The client's rules in priority order (the first runs first). */
export const useShippingRules = () => useQuery(shippingRulesQueryOptions());

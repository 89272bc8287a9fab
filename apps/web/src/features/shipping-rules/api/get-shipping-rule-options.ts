import {
  SHIPPING_RULE_OPTIONS_CACHE_MS,
  type ShippingRuleOptions,
} from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { shippingRuleKeys } from './shipping-rule-keys.ts';

export const getShippingRuleOptions = (language: string, signal?: AbortSignal) =>
  apiRequest<ShippingRuleOptions>(`/shipping-rules/options?language=${encodeURIComponent(language)}`, {
    signal,
  });

/** The choices of services, destinations, sources, warehouses and parcels, kept 5 minutes. */
export const useShippingRuleOptions = (language: string) =>
  useQuery({
    queryKey: shippingRuleKeys.options(language),
    queryFn: ({ signal }) => getShippingRuleOptions(language, signal),
    staleTime: SHIPPING_RULE_OPTIONS_CACHE_MS,
  });

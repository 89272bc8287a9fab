import { skipToken, useQuery } from '@tanstack/react-query';

/**
 * Cache key of the client's current subscription. The subscription area owns the
 * fetch and stores `{ state: 'active' | 'canceled', … }` or null under this key; the shell only
 * reads it, so gated menu entries follow without fetching twice.
 */
export const currentSubscriptionKey = ['subscriptions', 'current'] as const;

export type SubscriptionState = { state: string } | null;

/** An enabled subscription: active, or cancelled but still running to period end. */
export const useHasEnabledSubscription = (): boolean => {
  const { data } = useQuery<SubscriptionState>({ queryKey: currentSubscriptionKey, queryFn: skipToken });
  return data?.state === 'active' || data?.state === 'canceled';
};

import type { Subscription } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client.ts';
import { useIsFirstScreenShown } from '../first-screen/first-screen.ts';

/** Cache key of the client's current subscription (the subscription area and the shell's gates share it). */
export const currentSubscriptionKey = ['subscriptions', 'current'] as const;

/** Subscription queries are fresh for 300 ms. */
const SUBSCRIPTION_STALE_TIME_MS = 300;

/** The running subscription (active, or cancelled until its period end), or null. */
export const currentSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: currentSubscriptionKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ subscription: Subscription | null }>('/subscriptions/current', { signal }))
        .subscription,
    staleTime: SUBSCRIPTION_STALE_TIME_MS,
  });

/** An enabled subscription: active, or cancelled but still running to period end. */
export const useHasEnabledSubscription = (): boolean => {
  const isFirstScreenShown = useIsFirstScreenShown();
  const { data } = useQuery({ ...currentSubscriptionQueryOptions(), enabled: isFirstScreenShown });
  return data?.state === 'active' || data?.state === 'canceled';
};

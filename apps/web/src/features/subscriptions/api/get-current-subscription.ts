import { useQuery } from '@tanstack/react-query';
import { currentSubscriptionQueryOptions } from '../../../shared/session/subscription-status.ts';

/** The running subscription, or null for a client on the free plan. */
export const useCurrentSubscription = () => useQuery(currentSubscriptionQueryOptions());

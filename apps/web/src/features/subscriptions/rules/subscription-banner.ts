import type { Subscription } from '@shipdeck/domain/subscriptions/subscriptions.schema';

export type SubscriptionBanner =
  | { kind: 'declined'; retryAt: string }
  | { kind: 'canceled'; expiresAt: string }
  | { kind: 'coupon'; nextAmount: number };

/**
 * The info banner of the subscription page: a refused renewal says when the plan is charged again
 * (first, since the plan lapses if that fails too); a cancelled plan shows its expiry date; a coupon
 * (the retention discount) that changes the price says the new price applies at the next billing.
 */
export const subscriptionBanner = (subscription: Subscription | null): SubscriptionBanner | null => {
  if (!subscription) return null;
  if (subscription.renewalRetryAt) return { kind: 'declined', retryAt: subscription.renewalRetryAt };
  if (subscription.state === 'canceled')
    return { kind: 'canceled', expiresAt: subscription.currentPeriodEndsAt };
  if (
    subscription.retentionDiscount.active &&
    subscription.nextBillingAmount !== subscription.currentBillingAmount
  )
    return { kind: 'coupon', nextAmount: subscription.nextBillingAmount };
  return null;
};

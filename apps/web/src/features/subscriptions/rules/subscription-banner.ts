import type { Subscription } from '@shipdeck/domain/subscriptions/subscriptions.schema';

/**
 * The info banner of the subscription page: a cancelled plan shows its expiry date; a coupon (the
 * retention discount) that changes the price says the new price applies at the next billing.
 */
export const subscriptionBanner = (
  subscription: Subscription | null,
): { kind: 'canceled'; expiresAt: string } | { kind: 'coupon'; nextAmount: number } | null => {
  if (!subscription) return null;
  if (subscription.state === 'canceled')
    return { kind: 'canceled', expiresAt: subscription.currentPeriodEndsAt };
  if (
    subscription.retentionDiscount.active &&
    subscription.nextBillingAmount !== subscription.currentBillingAmount
  )
    return { kind: 'coupon', nextAmount: subscription.nextBillingAmount };
  return null;
};

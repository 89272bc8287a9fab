import type { Subscription } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { describe, expect, it } from 'vitest';
import { subscriptionBanner } from './subscription-banner.ts';

const active: Subscription = {
  id: '33333333-3333-4333-8333-333333333333',
  state: 'active',
  plan: { name: 'silver', code: 'PLUS' },
  interval: 'month',
  retentionDiscount: { active: false },
  currentPeriodEndsAt: '2026-12-26T10:00:00.000Z',
  currentBillingAmount: 1198,
  currentBillingCurrency: 'EUR',
  nextBillingAmount: 1198,
  paymentMethod: 'CREDITCARD',
  paymentMethodId: '44444444-4444-4444-8444-444444444444',
  renewalRetryAt: null,
};

describe('subscriptionBanner', () => {
  it.each([
    ['no subscription', null, null],
    ['active, no coupon', active, null],
    [
      'cancelled',
      { ...active, state: 'canceled' as const },
      { kind: 'canceled', expiresAt: active.currentPeriodEndsAt },
    ],
    [
      'coupon changing the price',
      { ...active, retentionDiscount: { active: true }, nextBillingAmount: 599 },
      { kind: 'coupon', nextAmount: 599 },
    ],
    ['coupon at the same price', { ...active, retentionDiscount: { active: true } }, null],
    [
      'renewal refused, charged again later',
      { ...active, renewalRetryAt: '2026-12-27T10:00:00.000Z' },
      { kind: 'declined', retryAt: '2026-12-27T10:00:00.000Z' },
    ],
    [
      'renewal refused with a coupon: the refusal first',
      {
        ...active,
        retentionDiscount: { active: true },
        nextBillingAmount: 599,
        renewalRetryAt: '2026-12-27T10:00:00.000Z',
      },
      { kind: 'declined', retryAt: '2026-12-27T10:00:00.000Z' },
    ],
  ])('%s', (_name, subscription, expected) => {
    expect(subscriptionBanner(subscription)).toEqual(expected);
  });
});

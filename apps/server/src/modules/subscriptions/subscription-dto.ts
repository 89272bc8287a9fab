import { planOf } from '@shipdeck/domain/subscriptions/plans';
import { billingPriceOf } from '@shipdeck/domain/subscriptions/rules/plan-price';
import type { Subscription } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import type { SubscriptionRow } from './subscriptions.tables.ts';

/** The subscription as the API shows it; `taxRate` prices the next billing. */
export const toSubscriptionDto = (
  row: SubscriptionRow,
  context: { paymentMethodKind: string; taxRate: number },
): Subscription => {
  const plan = planOf(row.planCode)!;
  const next = billingPriceOf({
    plan,
    period: row.period + 1,
    vatRate: context.taxRate,
    hasRetentionDiscount: row.retentionDiscountPeriods > 0,
  });
  return {
    id: row.id,
    state: row.state === 'canceled' ? 'canceled' : 'active',
    plan: { name: plan.name, code: plan.code },
    interval: plan.interval,
    retentionDiscount: { active: row.retentionDiscountPeriods > 0 },
    currentPeriodEndsAt: (row.currentPeriodEnd ?? row.createdAt).toISOString(),
    currentBillingAmount: row.currentBillingAmount,
    currentBillingCurrency: 'EUR',
    nextBillingAmount: next.total,
    paymentMethod: context.paymentMethodKind === 'paypal' ? 'paypal' : 'CREDITCARD',
    paymentMethodId: row.paymentMethodId,
    renewalRetryAt:
      row.renewalAttempts > 0 && row.nextRenewalAttemptAt ? row.nextRenewalAttemptAt.toISOString() : null,
  };
};

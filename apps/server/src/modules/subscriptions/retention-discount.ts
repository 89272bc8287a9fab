import { planOf, RETENTION_DISCOUNT, RETENTION_DISCOUNT_PERIODS } from '@shipdeck/domain/subscriptions/plans';
import { mayApplyRetentionDiscount } from '@shipdeck/domain/subscriptions/rules/cancel-flow';
import { billingPriceOf } from '@shipdeck/domain/subscriptions/rules/plan-price';
import type {
  CancelSubscriptionRequest,
  RetentionEligibility,
  Subscription,
} from '@shipdeck/domain/subscriptions/subscriptions.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { describeSubscription } from './get-current-subscription.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';
import type { SubscriptionRow } from './subscriptions.tables.ts';
import { taxRateOf } from './tax-rate.ts';

const requireActive = async (db: Db, auth: AuthContext) => {
  const current = await subscriptionsRepository.findRunning(db, auth.clientId);
  if (!current || current.state === 'pending') throw notFound('subscriptions.error.not-found');
  return current;
};

/** Once per subscription, and only while it is active (not already cancelled or discounted). */
const isEligible = (row: SubscriptionRow) => row.state === 'active' && !row.retentionDiscountUsed;

/** Whether the half-price offer may be made, and the next billing with and without it. */
export const getRetentionEligibility = async (db: Db, auth: AuthContext): Promise<RetentionEligibility> => {
  const current = await requireActive(db, auth);
  const plan = planOf(current.planCode)!;
  const vatRate = await taxRateOf(db, auth.clientId, current.taxCountry);
  const next = (hasRetentionDiscount: boolean) =>
    billingPriceOf({ plan, period: current.period + 1, vatRate, hasRetentionDiscount }).total;
  return {
    eligible: isEligible(current),
    discount: RETENTION_DISCOUNT,
    discountedAmount: next(true),
    currentAmount: next(false),
  };
};

/**
 * Accepting the offer: only for the 'too expensive' reason and an eligible subscription, which then
 * stays active with its next billings discounted. Accepting again answers the discounted subscription.
 */
export const applyRetentionDiscount = async (
  db: Db,
  auth: AuthContext,
  input: CancelSubscriptionRequest,
): Promise<Subscription> => {
  const current = await requireActive(db, auth);
  if (current.state === 'active' && current.retentionDiscountPeriods > 0)
    return describeSubscription(db, current);
  if (!mayApplyRetentionDiscount({ reason: input.reason, isEligible: isEligible(current) }))
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 422,
      messageKey: 'subscriptions.error.retention-not-eligible',
    });
  const updated = await subscriptionsRepository.updateIn(
    db,
    { id: current.id, clientId: auth.clientId, states: ['active'] },
    { retentionDiscountPeriods: RETENTION_DISCOUNT_PERIODS, retentionDiscountUsed: true },
  );
  return describeSubscription(db, updated ?? current);
};

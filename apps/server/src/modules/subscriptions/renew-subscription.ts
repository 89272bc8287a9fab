import { planOf, RENEWAL_ATTEMPTS, RENEWAL_RETRY_HOURS } from '@shipdeck/domain/subscriptions/plans';
import { billingPriceOf } from '@shipdeck/domain/subscriptions/rules/plan-price';
import type { Db } from '../../platform/db/database.ts';
import type { PaymentGateway } from '../../providers/payments/payment-gateway.ts';
import { chargeBilling } from './charge-billing.ts';
import { addMonth, publishSubscriptionChange } from './subscription-changes.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';
import type { SubscriptionRow } from './subscriptions.tables.ts';
import { taxRateOf } from './tax-rate.ts';

export type RenewalOutcome = 'skipped' | 'renewed' | 'retry' | 'ended';

/** The plan stops: its features go off on the client's open pages at once. */
const endSubscription = (db: Db, row: SubscriptionRow, now: Date) =>
  db.transaction(async (tx) => {
    const ended = await subscriptionsRepository.updateIn(
      tx,
      { id: row.id, clientId: row.clientId, states: ['active', 'canceled'] },
      { state: 'ended', endedAt: now, nextRenewalAttemptAt: null },
    );
    if (ended) await publishSubscriptionChange(tx, ended);
  });

/**
 * What happens to a subscription whose period has ended: a cancelled one ends; an active one is
 * billed for the next period. A refused renewal is tried again a day later, and after the last
 * attempt the subscription lapses. Every change is conditioned on the period it was read in, so a
 * run repeated (or two at once) renews once.
 */
export const renewSubscription = async (options: {
  db: Db;
  gateway: PaymentGateway;
  subscription: { id: string; clientId: string };
  now: Date;
}): Promise<RenewalOutcome> => {
  const { db, gateway, now } = options;
  const row = await subscriptionsRepository.get(db, options.subscription.clientId, options.subscription.id);
  const isDue =
    row?.currentPeriodEnd &&
    row.currentPeriodEnd <= now &&
    (!row.nextRenewalAttemptAt || row.nextRenewalAttemptAt <= now);
  if (!row || !isDue || (row.state !== 'active' && row.state !== 'canceled')) return 'skipped';
  if (row.state === 'canceled') {
    await endSubscription(db, row, now);
    return 'ended';
  }
  const period = row.period + 1;
  const price = billingPriceOf({
    plan: planOf(row.planCode)!,
    period,
    vatRate: await taxRateOf(db, row.clientId, row.taxCountry),
    hasRetentionDiscount: row.retentionDiscountPeriods > 0,
  });
  const charged = await chargeBilling({ db, gateway, row, period, attempt: row.renewalAttempts, price });
  // The processor could not answer: nothing was decided, the job tries again.
  if (!charged.ok && charged.kind === 'unavailable')
    throw new Error(`renewal of ${row.id}: ${charged.reason}`);
  const samePeriod = { id: row.id, clientId: row.clientId, states: ['active' as const], period: row.period };
  if (charged.ok) {
    await subscriptionsRepository.updateIn(db, samePeriod, {
      period,
      currentPeriodStart: row.currentPeriodEnd,
      currentPeriodEnd: addMonth(row.currentPeriodEnd!),
      currentBillingAmount: price.total,
      retentionDiscountPeriods: Math.max(0, row.retentionDiscountPeriods - 1),
      renewalAttempts: 0,
      nextRenewalAttemptAt: null,
    });
    return 'renewed';
  }
  const attempts = row.renewalAttempts + 1;
  if (attempts >= RENEWAL_ATTEMPTS) {
    await endSubscription(db, row, now);
    return 'ended';
  }
  await subscriptionsRepository.updateIn(db, samePeriod, {
    renewalAttempts: attempts,
    nextRenewalAttemptAt: new Date(now.getTime() + RENEWAL_RETRY_HOURS * 3_600_000),
  });
  return 'retry';
};

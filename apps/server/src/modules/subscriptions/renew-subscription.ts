import { planOf, RENEWAL_ATTEMPTS, RENEWAL_RETRY_HOURS } from '@shipdeck/domain/subscriptions/plans';
import { billingPriceOf } from '@shipdeck/domain/subscriptions/rules/plan-price';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { PaymentGateway } from '../../providers/payments/payment-gateway.ts';
import { queueSellerMail, SellerMailKind } from '../seller-mails/index.ts';
import { chargeBilling } from './charge-billing.ts';
import { addMonth, publishSubscriptionChange } from './subscription-changes.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';
import type { SubscriptionRow } from './subscriptions.tables.ts';
import { taxRateOf } from './tax-rate.ts';

export type RenewalOutcome = 'skipped' | 'renewed' | 'retry' | 'ended';

/**
 * The plan stops: its features go off on the client's open pages at once. `onEnded` runs in the same
 * transaction when this call ended it.
 */
const endSubscription = (db: Db, row: SubscriptionRow, now: Date, onEnded?: (tx: Db) => Promise<void>) =>
  db.transaction(async (tx) => {
    const ended = await subscriptionsRepository.updateIn(
      tx,
      { id: row.id, clientId: row.clientId, states: ['active', 'canceled'] },
      { state: 'ended', endedAt: now, nextRenewalAttemptAt: null },
    );
    if (!ended) return;
    await publishSubscriptionChange(tx, ended);
    await onEnded?.(tx);
  });

/**
 * What happens to a subscription whose period has ended: a cancelled one ends; an active one is
 * billed for the next period. A refused renewal is tried again a day later, and after the last
 * attempt the subscription lapses. Every change is conditioned on the period it was read in, so a
 * run repeated (or two at once) renews once. The seller is mailed each charge and each refusal, in the
 * transaction that records its outcome, once per billing attempt.
 */
export const renewSubscription = async (options: {
  db: Db;
  jobs: JobQueue;
  gateway: PaymentGateway;
  subscription: { id: string; clientId: string };
  now: Date;
}): Promise<RenewalOutcome> => {
  const { db, jobs, gateway, now } = options;
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
  const billing = { planCode: row.planCode, amount: price.total, currency: price.currency };
  const mailOutcome = (tx: Db, mail: Parameters<typeof queueSellerMail>[1]['mail']) =>
    queueSellerMail(tx, {
      jobs,
      clientId: row.clientId,
      factKey: `subscription:${row.id}:${period}:${row.renewalAttempts}`,
      mail,
    });
  if (charged.ok) {
    await db.transaction(async (tx) => {
      const currentPeriodEnd = addMonth(row.currentPeriodEnd!);
      const renewed = await subscriptionsRepository.updateIn(tx, samePeriod, {
        period,
        currentPeriodStart: row.currentPeriodEnd,
        currentPeriodEnd,
        currentBillingAmount: price.total,
        retentionDiscountPeriods: Math.max(0, row.retentionDiscountPeriods - 1),
        renewalAttempts: 0,
        nextRenewalAttemptAt: null,
      });
      if (renewed)
        await mailOutcome(tx, {
          kind: SellerMailKind.SubscriptionRenewed,
          facts: { ...billing, nextRenewalAt: currentPeriodEnd.toISOString() },
        });
    });
    return 'renewed';
  }
  const attempts = row.renewalAttempts + 1;
  const declined = (retryAt: Date | null) => (tx: Db) =>
    mailOutcome(tx, {
      kind: SellerMailKind.SubscriptionPaymentFailed,
      facts: { ...billing, retryAt: retryAt?.toISOString() ?? null },
    });
  if (attempts >= RENEWAL_ATTEMPTS) {
    await endSubscription(db, row, now, declined(null));
    return 'ended';
  }
  const retryAt = new Date(now.getTime() + RENEWAL_RETRY_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    const waiting = await subscriptionsRepository.updateIn(tx, samePeriod, {
      renewalAttempts: attempts,
      nextRenewalAttemptAt: retryAt,
    });
    if (waiting) await declined(retryAt)(tx);
  });
  return 'retry';
};

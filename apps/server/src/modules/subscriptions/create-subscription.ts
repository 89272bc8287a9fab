import { vatRateOf } from '@shipdeck/domain/geo/regions';
import { planOf } from '@shipdeck/domain/subscriptions/plans';
import { billingPriceOf } from '@shipdeck/domain/subscriptions/rules/plan-price';
import {
  type CreateSubscriptionRequest,
  PlanCode,
  type Subscription,
} from '@shipdeck/domain/subscriptions/subscriptions.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { PaymentGateway } from '../../providers/payments/payment-gateway.ts';
import { getBillingClient } from '../billing-client/index.ts';
import { getClient } from '../clients/index.ts';
import { paymentFailureError } from '../payment-methods/index.ts';
import { isPhoneVerificationRequired } from '../phone-verification/index.ts';
import { chargeBilling } from './charge-billing.ts';
import { describeSubscription } from './get-current-subscription.ts';
import { addMonth, publishSubscriptionChange } from './subscription-changes.ts';
import { requireSubscriptionPaymentMethod } from './subscription-payment-method.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';
import type { SubscriptionRow } from './subscriptions.tables.ts';
import { taxCountryOf } from './tax-rate.ts';

const checkMayPurchase = async (db: Db, auth: AuthContext, input: CreateSubscriptionRequest) => {
  const plan = planOf(input.planCode);
  if (!plan) throw notFound('subscriptions.error.plan-not-found');
  // The free plan is the absence of a subscription: there is nothing to buy.
  if (plan.code === PlanCode.Free)
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 422,
      messageKey: 'subscriptions.error.free-plan',
      field: 'planCode',
    });
  if (!(await getBillingClient(db, auth.clientId)))
    throw new AppError({
      code: 'MissingTaxInformation',
      status: 422,
      messageKey: 'subscriptions.error.billing-info',
    });
  if (await isPhoneVerificationRequired(db, auth))
    throw new AppError({
      code: 'ClientNotAuthorized',
      status: 403,
      messageKey: 'subscriptions.error.phone-not-verified',
    });
  await requireSubscriptionPaymentMethod(db, auth.clientId, input.paymentMethodId);
  return plan;
};

/**
 * Subscribes the client to a paid plan and charges its first month. The pending subscription is
 * unique per client, so a doubled or retried create finds it: a running one is answered as it is,
 * a pending one is charged again with the same idempotency key, which the gateway answers with the
 * first charge. A refused first charge leaves no subscription.
 */
export const createSubscription = async (options: {
  db: Db;
  gateway: PaymentGateway;
  auth: AuthContext;
  input: CreateSubscriptionRequest;
  now: Date;
}): Promise<Subscription> => {
  const { db, gateway, auth, input, now } = options;
  const existing = await subscriptionsRepository.findRunning(db, auth.clientId);
  if (existing && existing.state !== 'pending') return describeSubscription(db, existing);
  const plan = await checkMayPurchase(db, auth, input);
  const client = await getClient(db, auth);
  const row: SubscriptionRow | undefined =
    (await subscriptionsRepository.insertPending(db, {
      clientId: auth.clientId,
      tenantId: auth.tenantId,
      planCode: plan.code,
      state: 'pending',
      paymentMethodId: input.paymentMethodId,
      taxCountry: await taxCountryOf(db, auth.clientId, client.alpha2Code),
    })) ?? (await subscriptionsRepository.findRunning(db, auth.clientId));
  if (!row) throw new Error('subscription vanished while being created');
  if (row.state !== 'pending') return describeSubscription(db, row);

  const price = billingPriceOf({
    plan,
    period: 1,
    vatRate: vatRateOf(row.taxCountry),
    hasRetentionDiscount: false,
  });
  const charged = await chargeBilling({ db, gateway, row, period: 1, attempt: 0, price });
  if (!charged.ok) {
    await subscriptionsRepository.updateIn(
      db,
      { id: row.id, clientId: row.clientId, states: ['pending'] },
      { state: 'failed', endedAt: now },
    );
    throw paymentFailureError(charged, 'paymentMethodId');
  }
  const active = await db.transaction(async (tx) => {
    const updated = await subscriptionsRepository.updateIn(
      tx,
      { id: row.id, clientId: row.clientId, states: ['pending'] },
      {
        state: 'active',
        period: 1,
        currentPeriodStart: now,
        currentPeriodEnd: addMonth(now),
        currentBillingAmount: price.total,
      },
    );
    // A parallel request activated it first: nothing more to do or tell.
    if (updated) await publishSubscriptionChange(tx, updated);
    return updated ?? (await subscriptionsRepository.get(tx, row.clientId, row.id))!;
  });
  return describeSubscription(db, active);
};

import type {
  EditSubscriptionRequest,
  Subscription,
} from '@shipdeck/domain/subscriptions/subscriptions.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { describeSubscription } from './get-current-subscription.ts';
import { requireSubscriptionPaymentMethod } from './subscription-payment-method.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';

/**
 * Changes the payment method the next billings are charged to. A renewal that failed is tried
 * again with it at the next run rather than a day later.
 */
export const updateSubscription = async (
  db: Db,
  auth: AuthContext,
  input: EditSubscriptionRequest,
  now: Date,
): Promise<Subscription> => {
  const current = await subscriptionsRepository.findRunning(db, auth.clientId);
  if (!current || current.state === 'pending') throw notFound('subscriptions.error.not-found');
  await requireSubscriptionPaymentMethod(db, auth.clientId, input.paymentMethodId);
  const updated = await subscriptionsRepository.updateIn(
    db,
    { id: current.id, clientId: auth.clientId, states: ['active', 'canceled'] },
    {
      paymentMethodId: input.paymentMethodId,
      ...(current.renewalAttempts > 0 ? { nextRenewalAttemptAt: now } : {}),
    },
  );
  if (!updated) throw notFound('subscriptions.error.not-found');
  return describeSubscription(db, updated);
};

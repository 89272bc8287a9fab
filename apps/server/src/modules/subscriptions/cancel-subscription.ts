import type {
  CancelSubscriptionRequest,
  Subscription,
} from '@shipdeck/domain/subscriptions/subscriptions.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { describeSubscription } from './get-current-subscription.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';

/**
 * Cancels at the period end: the plan and its features keep running until then, and no renewal is
 * charged. Cancelling again answers the cancelled subscription unchanged.
 */
export const cancelSubscription = async (
  db: Db,
  auth: AuthContext,
  input: CancelSubscriptionRequest,
  now: Date,
): Promise<Subscription> => {
  const current = await subscriptionsRepository.findRunning(db, auth.clientId);
  if (!current || current.state === 'pending') throw notFound('subscriptions.error.not-found');
  if (current.state === 'canceled') return describeSubscription(db, current);
  const canceled = await subscriptionsRepository.updateIn(
    db,
    { id: current.id, clientId: auth.clientId, states: ['active'] },
    {
      state: 'canceled',
      cancelReason: input.reason,
      cancelComment: input.comment?.trim() || null,
      canceledAt: now,
      retentionDiscountPeriods: 0,
    },
  );
  return describeSubscription(db, canceled ?? current);
};

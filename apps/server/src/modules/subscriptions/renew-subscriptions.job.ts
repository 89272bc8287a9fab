import { z } from 'zod';
import { defineJob, defineJobKind } from '../../platform/jobs/job-definition.ts';
import type { PaymentGateway } from '../../providers/payments/payment-gateway.ts';
import { renewSubscription } from './renew-subscription.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';

export const renewSubscriptionsJob = defineJobKind({
  id: 'subscription.renewals.run',
  version: 1,
  schema: z.object({}),
});

/**
 * Every quarter of an hour: renews the subscriptions whose period has ended, retries the refused
 * renewals that are due, and ends the cancelled ones and those out of attempts. Idempotent: a
 * subscription already handled for its period is skipped. One subscription whose processor is
 * unavailable fails the run after the others were handled, so it is retried.
 */
export const defineRenewSubscriptionsJob = (providers: { gateway: PaymentGateway }) =>
  defineJob({
    ...renewSubscriptionsJob,
    schedule: { cron: '*/15 * * * *', payload: {} },
    options: { retryLimit: 3, retryDelaySeconds: 120, policy: 'singleton' },
    handler: async (_payload, { db, jobs, log }) => {
      const now = new Date();
      const due = await subscriptionsRepository.findDue(db, now);
      const failures: unknown[] = [];
      for (const subscription of due) {
        try {
          await renewSubscription({ db, jobs: jobs, gateway: providers.gateway, subscription, now });
        } catch (error) {
          failures.push(error);
          log.warn({ err: error, subscriptionId: subscription.id }, 'subscription renewal failed');
        }
      }
      if (failures.length > 0) throw new AggregateError(failures, `${failures.length} renewals failed`);
    },
  });

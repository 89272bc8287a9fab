import { z } from 'zod';
import { defineJob, defineJobKind } from '../../platform/jobs/job-definition.ts';
import { sendWebhookDelivery } from './send-webhook-delivery.ts';
import type { WebhookDependencies } from './webhook-dependencies.ts';

/**
 * One attempt of one delivery. Its retries are not the queue's: the delivery row keeps the schedule
 * (next_attempt_at) and the sweep queues this job again when it is due.
 */
export const sendWebhookDeliveryJob = defineJobKind({
  id: 'webhooks.delivery.send',
  version: 1,
  schema: z.object({ deliveryId: z.string().uuid() }),
});

/** The job's handler, given the webhooks' clock and resolver. */
export const defineSendWebhookDeliveryJob = (webhooks: WebhookDependencies) =>
  defineJob({
    ...sendWebhookDeliveryJob,
    options: { retryLimit: 0, pollingIntervalMs: 1000, concurrency: 4, expireInSeconds: 60 },
    handler: async ({ deliveryId }, platform) => {
      await sendWebhookDelivery({ ...platform, webhooks }, { deliveryId });
    },
  });

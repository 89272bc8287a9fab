import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { sendWebhookDelivery } from './send-webhook-delivery.ts';

/**
 * One attempt of one delivery. Its retries are not the queue's: the delivery row keeps the schedule
 * (next_attempt_at) and the sweep queues this job again when it is due.
 */
export const sendWebhookDeliveryJob = defineJob({
  id: 'webhooks.delivery.send',
  version: 1,
  schema: z.object({ deliveryId: z.string().uuid() }),
  options: { retryLimit: 0, pollingIntervalMs: 1000, concurrency: 4, expireInSeconds: 60 },
  handler: async ({ deliveryId }, { app }) => {
    await sendWebhookDelivery(app, { deliveryId });
  },
});

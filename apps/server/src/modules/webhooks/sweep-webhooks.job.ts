import { z } from 'zod';
import { defineJob, defineJobKind } from '../../platform/jobs/job-definition.ts';
import { dispatchWebhookEventsJob } from './dispatch-webhook-events.job.ts';
import { sendWebhookDeliveryJob } from './send-webhook-delivery.job.ts';
import type { WebhookDependencies } from './webhook-dependencies.ts';
import { webhooksRepository } from './webhooks.repository.ts';

const DELIVERIES_PER_PASS = 1000;

/**
 * Every minute: queues the attempts that are due (retries, and attempts whose process died) and the
 * dispatch of clients with endpoints whose events were not read (a wake-up lost with a restart).
 */
export const sweepWebhooksJob = defineJobKind({ id: 'webhooks.sweep', version: 1, schema: z.object({}) });

/** The job's handler, given the webhooks' clock. */
export const defineSweepWebhooksJob = (webhooks: WebhookDependencies) =>
  defineJob({
    ...sweepWebhooksJob,
    schedule: { cron: '* * * * *', payload: {} },
    options: { policy: 'short', retryLimit: 1 },
    handler: async (_payload, { database, db, jobs }) => {
      const due = await webhooksRepository.dueDeliveryIds(db, {
        now: webhooks.now(),
        limit: DELIVERIES_PER_PASS,
      });
      await jobs.enqueueMany(
        sendWebhookDeliveryJob,
        due.map((deliveryId) => ({ deliveryId })),
      );
      const behind = await database.query<{ client_id: string }>(
        `SELECT c.client_id FROM webhook_cursors c
       WHERE EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.client_id = c.client_id)
         AND EXISTS (SELECT 1 FROM outbox_events e WHERE e.client_id = c.client_id AND e.id > c.event_id)`,
      );
      for (const { client_id: clientId } of behind)
        await jobs.enqueue(dispatchWebhookEventsJob, { clientId }, { singletonKey: clientId });
    },
  });

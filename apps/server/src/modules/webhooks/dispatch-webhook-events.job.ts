import { z } from 'zod';
import { defineJob, defineJobKind } from '../../platform/jobs/job-definition.ts';
import { dispatchWebhookEvents } from './dispatch-webhook-events.ts';
import type { WebhookDependencies } from './webhook-dependencies.ts';

/** Makes the deliveries of a client's new events; one queued per client at a time. */
export const dispatchWebhookEventsJob = defineJobKind({
  id: 'webhooks.events.dispatch',
  version: 1,
  schema: z.object({ clientId: z.string().uuid() }),
});

/** The job's handler, given the webhooks' clock. */
export const defineDispatchWebhookEventsJob = (webhooks: WebhookDependencies) =>
  defineJob({
    ...dispatchWebhookEventsJob,
    options: {
      policy: 'short',
      retryLimit: 5,
      retryDelaySeconds: 5,
      retryBackoff: true,
      pollingIntervalMs: 1000,
    },
    handler: async ({ clientId }, platform) => {
      await dispatchWebhookEvents({ ...platform, webhooks }, { clientId });
    },
  });

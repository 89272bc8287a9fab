import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { dispatchWebhookEvents } from './dispatch-webhook-events.ts';

/** Makes the deliveries of a client's new events; one queued per client at a time. */
export const dispatchWebhookEventsJob = defineJob({
  id: 'webhooks.events.dispatch',
  version: 1,
  schema: z.object({ clientId: z.string().uuid() }),
  options: {
    policy: 'short',
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    pollingIntervalMs: 1000,
  },
  handler: async ({ clientId }, { app }) => {
    await dispatchWebhookEvents(app, { clientId });
  },
});

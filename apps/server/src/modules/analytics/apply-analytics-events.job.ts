import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { applyAnalyticsEvents } from './apply-analytics-events.ts';

/** Takes a client's new shipment events into its roll-ups; one queued per client at a time. */
export const applyAnalyticsEventsJob = defineJob({
  id: 'analytics.events.apply',
  version: 1,
  schema: z.object({ clientId: z.string().uuid() }),
  options: {
    policy: 'short',
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    pollingIntervalMs: 1000,
  },
  handler: async ({ clientId }, { db }) => {
    await applyAnalyticsEvents(db, { clientId });
  },
});

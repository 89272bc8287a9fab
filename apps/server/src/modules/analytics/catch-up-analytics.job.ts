import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { analyticsRepository } from './analytics.repository.ts';
import { applyAnalyticsEventsJob } from './apply-analytics-events.job.ts';

const CLIENTS_PER_PASS = 500;

/**
 * Every few minutes, queues the event pass of clients whose shipment events the roll-ups have not taken
 * in: a wake-up lost with a connection or a restart is caught up on without waiting for the next event.
 */
export const catchUpAnalyticsJob = defineJob({
  id: 'analytics.events.catch-up',
  version: 1,
  schema: z.object({}),
  schedule: { cron: '*/5 * * * *', payload: {} },
  options: { policy: 'short', retryLimit: 1 },
  handler: async (_payload, { db, jobs }) => {
    const clients = await analyticsRepository.clientsBehind(db, CLIENTS_PER_PASS);
    for (const clientId of clients)
      await jobs.enqueue(applyAnalyticsEventsJob, { clientId }, { singletonKey: clientId });
  },
});

import type { FastifyInstance } from 'fastify';
import { startClientEventWakeups } from '../../platform/outbox/client-event-wakeups.ts';
import { applyAnalyticsEventsJob } from './apply-analytics-events.job.ts';

/** The charts follow purchases and cancellations within seconds. */
export const startAnalyticsWakeups = (app: FastifyInstance) =>
  startClientEventWakeups(app, { job: applyAnalyticsEventsJob, coalesceMs: 500, what: 'analytics' });

import type { FastifyInstance } from 'fastify';
import { startClientEventWakeups } from '../../platform/outbox/client-event-wakeups.ts';
import { dispatchWebhookEventsJob } from './dispatch-webhook-events.job.ts';

/** Deliveries leave within about a second of their event. */
export const startWebhookWakeups = (app: FastifyInstance) =>
  startClientEventWakeups(app, { job: dispatchWebhookEventsJob, coalesceMs: 300, what: 'webhooks' });

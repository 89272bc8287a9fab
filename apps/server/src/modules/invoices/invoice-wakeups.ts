import type { FastifyInstance } from 'fastify';
import { startClientEventWakeups } from '../../platform/outbox/client-event-wakeups.ts';
import { issueInvoicesJob } from './issue-invoices.job.ts';

/**
 * A purchase publishes its shipments' changes, so an order's invoice follows it within seconds; the
 * catch-up job covers what publishes no event (a subscription renewal, a refund) within a minute.
 */
export const startInvoiceWakeups = (app: FastifyInstance) =>
  startClientEventWakeups(app, { job: issueInvoicesJob, coalesceMs: 1000, what: 'invoicing' });

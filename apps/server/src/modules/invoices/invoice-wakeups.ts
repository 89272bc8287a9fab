import type { FastifyInstance } from 'fastify';
import { OUTBOX_CHANNEL } from '../../platform/outbox/event-publisher.ts';
import { issueInvoicesJob } from './issue-invoices.job.ts';

/** A burst of a client's events (an order of hundreds of shipments) queues one invoicing pass. */
const COALESCE_MS = 1000;

/**
 * In processes that run workers, each commit of a client's events (a purchase publishes its shipments'
 * changes) queues that client's invoicing pass, so an order's invoice follows it within seconds; the
 * catch-up job covers what publishes no event (a subscription renewal, a refund) within a minute.
 */
export const startInvoiceWakeups = (app: FastifyInstance) => {
  if (!app.config.JOBS_ENABLED) return;
  const pending = new Map<string, NodeJS.Timeout>();
  let unlisten: (() => Promise<void>) | undefined;

  const wake = (clientId: string) => {
    if (pending.has(clientId)) return;
    const timer = setTimeout(() => {
      pending.delete(clientId);
      app.jobs
        .enqueue(issueInvoicesJob, { clientId }, { singletonKey: clientId })
        .catch((error: unknown) => app.log.warn({ err: error, clientId }, 'could not queue invoicing'));
    }, COALESCE_MS);
    timer.unref();
    pending.set(clientId, timer);
  };

  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(OUTBOX_CHANNEL, wake);
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
    for (const timer of pending.values()) clearTimeout(timer);
    pending.clear();
  });
};

import type { FastifyInstance } from 'fastify';
import { OUTBOX_CHANNEL } from '../../platform/outbox/event-publisher.ts';
import { applyAnalyticsEventsJob } from './apply-analytics-events.job.ts';

/** A burst of events of one client (an order of hundreds) wakes one event pass, not hundreds. */
const COALESCE_MS = 500;

/**
 * In processes that run workers, each commit of a client's events (the outbox NOTIFY) queues that
 * client's analytics event pass, so the charts follow purchases and cancellations within seconds.
 */
export const startAnalyticsWakeups = (app: FastifyInstance) => {
  if (!app.config.JOBS_ENABLED) return;
  const pending = new Map<string, NodeJS.Timeout>();
  let unlisten: (() => Promise<void>) | undefined;

  const wake = (clientId: string) => {
    if (pending.has(clientId)) return;
    const timer = setTimeout(() => {
      pending.delete(clientId);
      app.jobs
        .enqueue(applyAnalyticsEventsJob, { clientId }, { singletonKey: clientId })
        .catch((error: unknown) => app.log.warn({ err: error, clientId }, 'could not queue analytics'));
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

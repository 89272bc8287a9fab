import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { JobKind } from '../jobs/job-definition.ts';
import { OUTBOX_CHANNEL } from './event-publisher.ts';

type ClientJob = JobKind<z.ZodType<{ clientId: string }>>;

/**
 * In processes that run workers, each commit of a client's events (the outbox NOTIFY) queues one run of
 * a per-client job. A burst of one client's events (an order of hundreds of shipments) waits `coalesceMs`
 * and queues one run, not hundreds; the job's singleton key drops a run already queued.
 */
export const startClientEventWakeups = (
  app: FastifyInstance,
  wakeup: { job: ClientJob; coalesceMs: number; what: string },
) => {
  if (!app.config.JOBS_ENABLED) return;
  const pending = new Map<string, NodeJS.Timeout>();
  let unlisten: (() => Promise<void>) | undefined;

  const wake = (clientId: string) => {
    if (pending.has(clientId)) return;
    const timer = setTimeout(() => {
      pending.delete(clientId);
      app.jobs
        .enqueue(wakeup.job, { clientId }, { singletonKey: clientId })
        .catch((error: unknown) => app.log.warn({ err: error, clientId }, `could not queue ${wakeup.what}`));
    }, wakeup.coalesceMs);
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

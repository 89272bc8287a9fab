import { setTimeout as delay } from 'node:timers/promises';
import type { QueueContext } from './queue-context.ts';
import { releaseJob } from './run-job.ts';

/** Jobs still running after the grace period go back to the queue, without counting an attempt. */
const releaseRunningJobs = async (context: QueueContext) => {
  for (const entry of [...context.inFlight]) {
    entry.isReleased = true;
    context.log.warn(
      { job: entry.definition.id, jobId: entry.job.id },
      'job released to the queue at shutdown',
    );
    await releaseJob(context, entry.definition.id, entry.job.id).catch((error: unknown) => {
      context.log.error({ job: entry.definition.id, err: error }, 'could not release a job at shutdown');
    });
  }
};

/**
 * Stops the queue once (a second call waits for the first): workers stop fetching, running jobs get
 * `timeoutMs` to finish, and those still running are released for another process or the next start.
 */
export const stopQueue = (context: QueueContext, { timeoutMs }: { timeoutMs: number }) => {
  if (context.stopping) return context.stopping;
  context.stopping = (async () => {
    if (context.state === 'idle') {
      context.state = 'stopped';
      return;
    }
    context.state = 'stopping';
    context.wakeups.wakeAll();
    await context.unlisten?.().catch(() => {});
    const deadline = Date.now() + timeoutMs;
    while (context.inFlight.size > 0 && Date.now() < deadline) await delay(20);
    await releaseRunningJobs(context);
    // Workers whose handler ignored the deadline are left behind; their outcome is no longer recorded.
    await Promise.race([Promise.allSettled(context.workers), delay(1000)]);
    // Leases are renewed through the grace period, so no other process takes over a job still finishing.
    for (const timer of context.timers) clearInterval(timer);
    await context.boss?.stop({ graceful: false, close: true, wait: true });
    context.state = 'stopped';
  })();
  return context.stopping;
};

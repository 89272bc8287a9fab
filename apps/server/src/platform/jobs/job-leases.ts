import type PgBoss from 'pg-boss';
import type { JobDefinition } from './job-definition.ts';
import { BOSS_SCHEMA, DEFAULT_RETRY_LIMIT, type QueueContext, requireBoss } from './queue-context.ts';

/** pg-boss's settings of a job kind's queue, from its definition. */
export const queueOptionsOf = (definition: JobDefinition, leaseSeconds: number): PgBoss.Queue => ({
  name: definition.id,
  policy: definition.options?.policy ?? 'standard',
  retryLimit: definition.options?.retryLimit ?? DEFAULT_RETRY_LIMIT,
  retryDelay: definition.options?.retryDelaySeconds ?? 0,
  retryBackoff: definition.options?.retryBackoff ?? false,
  // pg-boss's expiry is the lease: the heartbeat pushes it on while the worker lives.
  expireInSeconds: leaseSeconds,
});

/** Pushes the lease of every job running in this process to a full lease from now. */
export const renewLeases = async (context: QueueContext) => {
  const running = [...context.inFlight].filter((entry) => !entry.isReleased);
  if (running.length === 0) return;
  await context.database.query(
    `UPDATE ${BOSS_SCHEMA}.job SET expire_in = (now() - started_on) + make_interval(secs => $3)
     WHERE name = ANY($1::text[]) AND id = ANY($2::uuid[]) AND state = 'active'`,
    [
      [...new Set(running.map((entry) => entry.definition.id))],
      running.map((entry) => entry.job.id),
      context.leaseSeconds,
    ],
  );
};

/** Retries (or fails, once out of retries) the running jobs whose lease ran out, in every queue. */
export const reclaimExpiredJobs = (context: QueueContext) => requireBoss(context).expire();

/** Runs a task every `ms` while the queue runs, one run at a time; a failed run is logged and retried next time. */
export const every = (context: QueueContext, ms: number, task: () => Promise<unknown>, what: string) => {
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning || (context.state !== 'started' && context.state !== 'stopping')) return;
    isRunning = true;
    task()
      .catch((error: unknown) => context.log.warn({ err: error }, `could not ${what}`))
      .finally(() => {
        isRunning = false;
      });
  }, ms);
  timer.unref();
  context.timers.push(timer);
};

import { isDeepStrictEqual } from 'node:util';
import PgBoss from 'pg-boss';
import type { JobDependencies } from './job-definition.ts';
import { every, queueOptionsOf, reclaimExpiredJobs, renewLeases } from './job-leases.ts';
import { pgliteBossAdapter } from './pglite-boss-adapter.ts';
import { BOSS_SCHEMA, JOBS_CHANNEL, type JobEnvelope, type QueueContext } from './queue-context.ts';
import { runWorker } from './run-job.ts';

/** pg-boss on the app's database: its own small pool on PostgreSQL, the one embedded connection on PGlite. */
const connectBoss = (context: QueueContext, runWorkers: boolean) => {
  const { database } = context;
  const connection: PgBoss.ConstructorOptions =
    database.kind === 'pglite'
      ? { db: pgliteBossAdapter(database.pglite!) }
      : { connectionString: database.connectionString!, max: 4, application_name: 'shipdeck-jobs' };
  return new PgBoss({
    ...connection,
    schema: BOSS_SCHEMA,
    migrate: true,
    supervise: runWorkers,
    schedule: runWorkers,
  });
};

const QUEUE_SETTINGS = ['policy', 'retryLimit', 'retryDelay', 'retryBackoff', 'expireInSeconds'] as const;

/**
 * Creates the queue of every registered job kind, and updates those whose settings changed: a restart
 * with the same job kinds reads them once instead of writing each again.
 */
const createQueues = async (context: QueueContext, boss: PgBoss) => {
  const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  for (const definition of context.definitions.values()) {
    const wanted = queueOptionsOf(definition, context.leaseSeconds);
    const current = existing.get(definition.id);
    if (!current) await boss.createQueue(definition.id, wanted);
    if (!current || QUEUE_SETTINGS.some((setting) => current[setting] !== wanted[setting]))
      await boss.updateQueue(definition.id, wanted);
  }
};

/**
 * Schedules the jobs that declare a cron (rewriting only a schedule that changed), and drops the
 * schedules of registered jobs that no longer do.
 */
const syncSchedules = async (context: QueueContext, boss: PgBoss) => {
  const { definitions } = context;
  const scheduled = new Set<string>();
  const existing = new Map((await boss.getSchedules()).map((schedule) => [schedule.name, schedule]));
  for (const definition of definitions.values()) {
    if (!definition.schedule) continue;
    scheduled.add(definition.id);
    const envelope: JobEnvelope = { v: definition.version, payload: definition.schedule.payload };
    const current = existing.get(definition.id);
    const isUnchanged =
      current?.cron === definition.schedule.cron &&
      isDeepStrictEqual(current.data, JSON.parse(JSON.stringify(envelope)));
    if (!isUnchanged) await boss.schedule(definition.id, definition.schedule.cron, envelope, { tz: 'UTC' });
  }
  for (const schedule of existing.values()) {
    if (!scheduled.has(schedule.name) && definitions.has(schedule.name)) await boss.unschedule(schedule.name);
  }
};

/** `concurrency` workers per job kind (default 1). */
const startWorkers = (context: QueueContext) => {
  for (const definition of context.definitions.values()) {
    for (let i = 0; i < (definition.options?.concurrency ?? 1); i++) {
      context.workers.push(
        runWorker(context, definition).catch((error: unknown) => {
          context.log.error({ job: definition.id, err: error }, 'job worker stopped on an error');
        }),
      );
    }
  }
};

/**
 * Starts the queue: every process can then enqueue; with `runWorkers` this process also listens for
 * enqueues, keeps the leases of its running jobs, reclaims those of dead workers, runs the schedules
 * and the workers.
 */
export const startQueue = async (
  context: QueueContext,
  { runWorkers, dependencies }: { runWorkers: boolean; dependencies: JobDependencies },
) => {
  if (context.state !== 'idle') return;
  context.state = 'starting';
  context.dependencies = dependencies;
  const boss = connectBoss(context, runWorkers);
  context.boss = boss;
  boss.on('error', (error) => context.log.error({ err: error }, 'job queue error'));
  await boss.start();
  await createQueues(context, boss);
  context.state = 'started';
  if (!runWorkers) return;

  const { wakeups, leaseSeconds } = context;
  // Enqueues announced while the connection was down are found by the next fetch of every worker.
  context.unlisten = await context.database.listen(JOBS_CHANNEL, wakeups.wake, {
    onResumed: wakeups.wakeAll,
  });
  every(context, (leaseSeconds * 1000) / 3, () => renewLeases(context), 'renew the leases of running jobs');
  // Reclaimed jobs are due at once: idle workers are woken rather than left to their next poll.
  every(
    context,
    (leaseSeconds * 1000) / 2,
    () => reclaimExpiredJobs(context).then(wakeups.wakeAll),
    'reclaim the jobs of dead workers',
  );
  await reclaimExpiredJobs(context);
  await syncSchedules(context, boss);
  startWorkers(context);
};

import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database, Db } from '../db/database.ts';
import type { JobDefinition, JobKind } from './job-definition.ts';
import { pgliteBossAdapter } from './pglite-boss-adapter.ts';
import { transactionBossAdapter } from './transaction-boss-adapter.ts';

/** NOTIFY channel an enqueue wakes the workers of every process on (payload: the job id). */
export const JOBS_CHANNEL = 'jobs_enqueued';
const BOSS_SCHEMA = 'pgboss';
const DEFAULT_POLLING_INTERVAL_MS = 2000;
const DEFAULT_EXPIRE_IN_SECONDS = 15 * 60;
const DEFAULT_LEASE_SECONDS = 30;
const DEFAULT_RETRY_LIMIT = 3;
const JOB_ID_PATTERN = /^[\w.-]+$/;

/** What is stored in pg-boss: the payload as enqueued plus the definition version of that time. */
type JobEnvelope = { v: number; payload: unknown };

export type EnqueueOptions = {
  /** Enqueue inside this transaction: the job exists only if it commits. Required inside a transaction. */
  tx?: Db;
  /** Run no earlier than this date, or this many seconds from now. */
  startAfter?: Date | number;
  /** Deduplicates by key as the job's `options.policy` says; a dropped enqueue returns null. */
  singletonKey?: string;
  priority?: number;
};

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export type JobInfo = {
  id: string;
  jobId: string;
  state: JobState;
  retryCount: number;
  payload: unknown;
  output: unknown;
};

export type DrainOptions = {
  /** Only these job kinds (default: every registered one). */
  jobs?: Array<JobKind | string>;
  /** Also run jobs whose start is in the future (delayed sends, retries with a delay). */
  includeDelayed?: boolean;
  /** Guards against a job that enqueues itself forever (default 1000). */
  maxJobs?: number;
};

export class JobPayloadError extends Error {
  readonly issues: z.core.$ZodIssue[];
  constructor(jobId: string, error: z.ZodError) {
    super(
      `Invalid payload for job ${jobId}: ${error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
    this.issues = error.issues;
  }
}

type InFlight = { definition: JobDefinition; job: PgBoss.JobWithMetadata<JobEnvelope>; isReleased: boolean };

type QueueState = 'idle' | 'starting' | 'started' | 'stopping' | 'stopped';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const withTimeout = async <T>(work: Promise<T>, ms: number, label: string): Promise<T> => {
  const controller = new AbortController();
  try {
    return await Promise.race([
      work,
      delay(ms, undefined, { signal: controller.signal }).then(() => {
        throw new Error(`${label} timed out after ${ms} ms`);
      }),
    ]);
  } finally {
    controller.abort();
  }
};

export type JobQueueOptions = {
  database: Database;
  log: FastifyBaseLogger;
  /** Handed to handlers as `context.app`. */
  app: FastifyInstance;
  /** How long `stop` waits for running jobs before releasing them back to the queue (default 10 s). */
  shutdownTimeoutMs?: number;
  /**
   * A running job belongs to its worker for this long after the worker's last heartbeat (default 30 s).
   * Workers renew the leases of their jobs three times a lease; a job whose lease ran out (its process
   * died or hangs) is retried by the workers of any process within half a lease more.
   */
  leaseSeconds?: number;
};

/**
 * The durable job queue: pg-boss tables in the application database (PostgreSQL through its own pool,
 * PGlite through an adapter on the one embedded connection). Every process can enqueue; the processes
 * started with `runWorkers` also run the jobs, the schedules and pg-boss maintenance.
 */
export const createJobQueue = (options: JobQueueOptions) => {
  const { database, log, app } = options;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const definitions = new Map<string, JobDefinition>();
  const inFlight = new Set<InFlight>();
  const sleepers = new Map<string, Set<() => void>>();
  const pendingWakes = new Set<string>();
  const workers: Promise<void>[] = [];
  let state: QueueState = 'idle';
  let boss: PgBoss | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let stopping: Promise<void> | undefined;
  const timers: NodeJS.Timeout[] = [];

  const register = (definition: JobDefinition) => {
    if (state !== 'idle') throw new Error(`Job ${definition.id} must be registered before the app is ready`);
    if (!JOB_ID_PATTERN.test(definition.id)) throw new Error(`Invalid job id ${definition.id}`);
    const existing = definitions.get(definition.id);
    if (existing && existing !== definition) throw new Error(`Job ${definition.id} is registered twice`);
    definitions.set(definition.id, definition);
  };

  const requireDefinition = (job: JobKind | string) => {
    const id = typeof job === 'string' ? job : job.id;
    const definition = definitions.get(id);
    if (!definition) throw new Error(`Job ${id} is not registered`);
    return definition;
  };

  const requireBoss = () => {
    if (!boss || (state !== 'started' && state !== 'stopping'))
      throw new Error(`The job queue is ${state}: it accepts jobs between app.ready() and app.close()`);
    return boss;
  };

  const sleep = (jobId: string, ms: number) => {
    if (pendingWakes.delete(jobId) || state !== 'started') return Promise.resolve();
    return new Promise<void>((resolve) => {
      let set = sleepers.get(jobId);
      if (!set) {
        set = new Set();
        sleepers.set(jobId, set);
      }
      const wake = () => {
        clearTimeout(timer);
        set.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      set.add(wake);
    });
  };

  const wake = (jobId: string) => {
    const set = sleepers.get(jobId);
    // A wake that finds no sleeping worker is kept, so a worker busy fetching does not miss it.
    if (!set?.size) pendingWakes.add(jobId);
    for (const resume of [...(set ?? [])]) resume();
  };

  const wakeAll = () => {
    for (const set of sleepers.values()) for (const resume of [...set]) resume();
  };

  /** Puts a job a stopping process could not finish back in the queue, without counting an attempt. */
  const release = async (jobId: string, id: string) => {
    await database.query(
      `UPDATE ${BOSS_SCHEMA}.job SET state = 'created', started_on = NULL, start_after = now()
       WHERE name = $1 AND id = $2 AND state = 'active'`,
      [jobId, id],
    );
  };

  /** Runs one fetched job and records its outcome; resolves true when it completed. */
  const runJob = async (definition: JobDefinition, job: PgBoss.JobWithMetadata<JobEnvelope>) => {
    const entry: InFlight = { definition, job, isReleased: false };
    inFlight.add(entry);
    const b = requireBoss();
    try {
      const payload = definition.schema.parse(job.data?.payload);
      await withTimeout(
        definition.handler(payload, {
          app,
          jobId: job.id,
          retryCount: job.retryCount,
          enqueuedVersion: job.data?.v ?? definition.version,
        }),
        (definition.options?.expireInSeconds ?? DEFAULT_EXPIRE_IN_SECONDS) * 1000,
        `Job ${definition.id}`,
      );
      if (!entry.isReleased) await b.complete(definition.id, job.id);
      return true;
    } catch (error) {
      log.warn(
        { job: definition.id, jobId: job.id, retryCount: job.retryCount, err: error },
        'job attempt failed',
      );
      if (!entry.isReleased)
        await b.fail(definition.id, job.id, { message: errorMessage(error) }).catch((failError: unknown) => {
          log.error({ job: definition.id, jobId: job.id, err: failError }, 'could not record a job failure');
        });
      return false;
    } finally {
      inFlight.delete(entry);
    }
  };

  const fetchOne = async (definition: JobDefinition, includeDelayed = false) => {
    const [job] = await requireBoss().fetch<JobEnvelope>(definition.id, {
      batchSize: 1,
      includeMetadata: true,
      ignoreStartAfter: includeDelayed,
    });
    return job;
  };

  const runWorker = async (definition: JobDefinition) => {
    const interval = definition.options?.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS;
    while (state === 'started') {
      const job = await fetchOne(definition);
      if (!job) {
        await sleep(definition.id, interval);
        continue;
      }
      if (state !== 'started') {
        await release(definition.id, job.id).catch(() => {});
        return;
      }
      await runJob(definition, job);
    }
  };

  const queueOptions = (definition: JobDefinition): PgBoss.Queue => ({
    name: definition.id,
    policy: definition.options?.policy ?? 'standard',
    retryLimit: definition.options?.retryLimit ?? DEFAULT_RETRY_LIMIT,
    retryDelay: definition.options?.retryDelaySeconds ?? 0,
    retryBackoff: definition.options?.retryBackoff ?? false,
    // pg-boss's expiry is the lease: the heartbeat pushes it on while the worker lives.
    expireInSeconds: leaseSeconds,
  });

  /** Pushes the lease of every job running in this process to a full lease from now. */
  const renewLeases = async () => {
    const running = [...inFlight].filter((entry) => !entry.isReleased);
    if (running.length === 0) return;
    await database.query(
      `UPDATE ${BOSS_SCHEMA}.job SET expire_in = (now() - started_on) + make_interval(secs => $3)
       WHERE name = ANY($1::text[]) AND id = ANY($2::uuid[]) AND state = 'active'`,
      [
        [...new Set(running.map((entry) => entry.definition.id))],
        running.map((entry) => entry.job.id),
        leaseSeconds,
      ],
    );
  };

  /** Retries (or fails, once out of retries) the running jobs whose lease ran out, in every queue. */
  const reclaimExpiredJobs = () => requireBoss().expire();

  const every = (ms: number, task: () => Promise<void>, what: string) => {
    let isRunning = false;
    const timer = setInterval(() => {
      if (isRunning || (state !== 'started' && state !== 'stopping')) return;
      isRunning = true;
      task()
        .catch((error: unknown) => log.warn({ err: error }, `could not ${what}`))
        .finally(() => {
          isRunning = false;
        });
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  const start = async ({ runWorkers }: { runWorkers: boolean }) => {
    if (state !== 'idle') return;
    state = 'starting';
    const connection: PgBoss.ConstructorOptions =
      database.kind === 'pglite'
        ? { db: pgliteBossAdapter(database.pglite!) }
        : { connectionString: database.connectionString!, max: 4, application_name: 'shipdeck-jobs' };
    boss = new PgBoss({
      ...connection,
      schema: BOSS_SCHEMA,
      migrate: true,
      supervise: runWorkers,
      schedule: runWorkers,
    });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const definition of definitions.values()) {
      await boss.createQueue(definition.id, queueOptions(definition));
      await boss.updateQueue(definition.id, queueOptions(definition));
    }
    state = 'started';
    if (!runWorkers) return;

    // Enqueues announced while the connection was down are found by the next fetch of every worker.
    unlisten = await database.listen(JOBS_CHANNEL, wake, { onResumed: wakeAll });
    every((leaseSeconds * 1000) / 3, renewLeases, 'renew the leases of running jobs');
    every((leaseSeconds * 1000) / 2, reclaimExpiredJobs, 'reclaim the jobs of dead workers');
    await reclaimExpiredJobs();
    const scheduled = new Set<string>();
    for (const definition of definitions.values()) {
      if (!definition.schedule) continue;
      const envelope: JobEnvelope = { v: definition.version, payload: definition.schedule.payload };
      await boss.schedule(definition.id, definition.schedule.cron, envelope, { tz: 'UTC' });
      scheduled.add(definition.id);
    }
    for (const schedule of await boss.getSchedules()) {
      if (!scheduled.has(schedule.name) && definitions.has(schedule.name))
        await boss.unschedule(schedule.name);
    }
    for (const definition of definitions.values()) {
      for (let i = 0; i < (definition.options?.concurrency ?? 1); i++) {
        workers.push(
          runWorker(definition).catch((error: unknown) => {
            log.error({ job: definition.id, err: error }, 'job worker stopped on an error');
          }),
        );
      }
    }
  };

  const stop = ({ timeoutMs = options.shutdownTimeoutMs ?? 10_000 }: { timeoutMs?: number } = {}) => {
    if (stopping) return stopping;
    stopping = (async () => {
      if (state === 'idle') {
        state = 'stopped';
        return;
      }
      state = 'stopping';
      wakeAll();
      await unlisten?.().catch(() => {});
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 && Date.now() < deadline) await delay(20);
      for (const entry of [...inFlight]) {
        entry.isReleased = true;
        log.warn({ job: entry.definition.id, jobId: entry.job.id }, 'job released to the queue at shutdown');
        await release(entry.definition.id, entry.job.id).catch((error: unknown) => {
          log.error({ job: entry.definition.id, err: error }, 'could not release a job at shutdown');
        });
      }
      // Workers whose handler ignored the deadline are left behind; their outcome is no longer recorded.
      await Promise.race([Promise.allSettled(workers), delay(1000)]);
      // Leases are renewed through the grace period, so no other process takes over a job still finishing.
      for (const timer of timers) clearInterval(timer);
      await boss?.stop({ graceful: false, close: true, wait: true });
      state = 'stopped';
    })();
    return stopping;
  };

  async function enqueue<TSchema extends z.ZodType>(
    job: JobKind<TSchema>,
    payload: z.input<TSchema>,
    enqueueOptions?: EnqueueOptions,
  ): Promise<string | null>;
  async function enqueue(
    job: string,
    payload: unknown,
    enqueueOptions?: EnqueueOptions,
  ): Promise<string | null>;
  async function enqueue(
    job: JobKind | string,
    payload: unknown,
    enqueueOptions: EnqueueOptions = {},
  ): Promise<string | null> {
    const definition = requireDefinition(job);
    const parsed = definition.schema.safeParse(payload);
    if (!parsed.success) throw new JobPayloadError(definition.id, parsed.error);
    const b = requireBoss();
    const { tx, startAfter, singletonKey, priority } = enqueueOptions;
    const envelope: JobEnvelope = { v: definition.version, payload };
    const id = await b.send(definition.id, envelope, {
      ...(startAfter !== undefined ? { startAfter } : {}),
      ...(singletonKey !== undefined ? { singletonKey } : {}),
      ...(priority !== undefined ? { priority } : {}),
      ...(tx ? { db: transactionBossAdapter(tx) } : {}),
    });
    // Transactional like the job itself: the workers of every process wake when it commits.
    if (tx) await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${definition.id})`);
    else await database.query('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, definition.id]);
    return id;
  }

  /**
   * Enqueues one job of a kind per payload in a single statement and one wake-up, for fan-outs such
   * as the label job of every shipment in a bulk order (hundreds of sends would be as many round trips
   * inside the caller's transaction). Same checks and transaction rules as `enqueue`.
   */
  const enqueueMany = async <TSchema extends z.ZodType>(
    job: JobKind<TSchema>,
    payloads: z.input<TSchema>[],
    enqueueOptions: Pick<EnqueueOptions, 'tx' | 'priority'> = {},
  ): Promise<void> => {
    const definition = requireDefinition(job);
    if (payloads.length === 0) return;
    for (const payload of payloads) {
      const parsed = definition.schema.safeParse(payload);
      if (!parsed.success) throw new JobPayloadError(definition.id, parsed.error);
    }
    const b = requireBoss();
    const { tx, priority } = enqueueOptions;
    await b.insert(
      payloads.map((payload) => ({
        name: definition.id,
        data: { v: definition.version, payload } satisfies JobEnvelope,
        ...(priority !== undefined ? { priority } : {}),
      })),
      tx ? { db: transactionBossAdapter(tx) } : {},
    );
    if (tx) await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${definition.id})`);
    else await database.query('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, definition.id]);
  };

  /** Runs every job that is due, in this process, until none is left (tests, scripts). */
  const drain = async (drainOptions: DrainOptions = {}) => {
    const selected = (drainOptions.jobs ?? [...definitions.keys()]).map(requireDefinition);
    const maxJobs = drainOptions.maxJobs ?? 1000;
    let completed = 0;
    let failed = 0;
    for (;;) {
      let hasRun = false;
      for (const definition of selected) {
        const job = await fetchOne(definition, drainOptions.includeDelayed);
        if (!job) continue;
        hasRun = true;
        if (await runJob(definition, job)) completed++;
        else failed++;
        if (completed + failed >= maxJobs) throw new Error(`drain stopped after ${maxJobs} jobs`);
      }
      if (!hasRun) return { completed, failed };
    }
  };

  const getJob = async (job: JobKind | string, id: string): Promise<JobInfo | null> => {
    const definition = requireDefinition(job);
    const found = await requireBoss().getJobById<JobEnvelope>(definition.id, id, { includeArchive: true });
    if (!found) return null;
    return {
      id: found.id,
      jobId: definition.id,
      state: found.state,
      retryCount: found.retryCount,
      payload: found.data?.payload,
      output: found.output,
    };
  };

  return {
    register,
    enqueue,
    enqueueMany,
    drain,
    getJob,
    start,
    stop,
    get registered(): readonly JobDefinition[] {
      return [...definitions.values()];
    },
  };
};

export type JobQueue = ReturnType<typeof createJobQueue>;

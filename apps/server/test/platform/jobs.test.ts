import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../src/platform/db/database.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { defineJob } from '../../src/platform/jobs/job-definition.ts';
import { JobPayloadError } from '../../src/platform/jobs/job-queue.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { createDurableDatabase } from './support/durable-database.ts';
import { buildPlatformApp, eventually } from './support/platform-app.ts';

type Run = { job: string; payload: unknown; retryCount: number; jobId: string };
const runs: Run[] = [];
let failFirstAttempts = 0;
let blockers: Array<() => void> = [];

const labelJob = defineJob({
  id: 'test.label.generate',
  version: 2,
  schema: z.object({ shipmentId: z.string().uuid(), format: z.enum(['A4', '4x6']) }),
  options: { pollingIntervalMs: 100, retryLimit: 2 },
  handler: async (payload, context) => {
    runs.push({ job: 'label', payload, retryCount: context.retryCount, jobId: context.jobId });
    if (context.retryCount < failFirstAttempts) throw new Error('carrier timed out');
  },
});

const slowJob = defineJob({
  id: 'test.slow',
  version: 1,
  schema: z.object({}),
  options: { pollingIntervalMs: 100 },
  // Runs until the test releases it (`releaseSlowJobs`).
  handler: async (payload, context) => {
    runs.push({ job: 'slow', payload, retryCount: context.retryCount, jobId: context.jobId });
    await new Promise<void>((resolve) => blockers.push(resolve));
  },
});

// Only a NOTIFY can wake this worker quickly: its polling interval is longer than any test.
const wakeJob = defineJob({
  id: 'test.wake',
  version: 1,
  schema: z.object({ n: z.number() }),
  options: { pollingIntervalMs: 60_000 },
  handler: async (payload, context) => {
    runs.push({ job: 'wake', payload, retryCount: context.retryCount, jobId: context.jobId });
  },
});

const refreshJob = defineJob({
  id: 'test.tracking.refresh',
  version: 1,
  schema: z.object({ shipmentId: z.string() }),
  options: { policy: 'short' },
  handler: async (payload, context) => {
    runs.push({ job: 'refresh', payload, retryCount: context.retryCount, jobId: context.jobId });
  },
});

const seen: { handler?: unknown; batch?: unknown } = {};
// Records what a handler is given: the platform's parts the app was built with, and its run's facts.
const contextJob = defineJob({
  id: 'test.context',
  version: 1,
  schema: z.object({}),
  handler: async (_payload, context) => {
    seen.handler = context;
  },
});

const batches: number[][] = [];
// Handed over three at a time; a payload marked `fail` fails its first attempt, and only that job.
const batchJob = defineJob({
  id: 'test.batch',
  version: 1,
  schema: z.object({ n: z.number(), fail: z.boolean().optional() }),
  options: { batchSize: 3, retryLimit: 1 },
  handler: async () => {
    throw new Error('this kind runs in batches');
  },
  handleBatch: async (jobs, dependencies) => {
    seen.batch = dependencies;
    batches.push(jobs.map((job) => job.payload.n));
    return new Map(
      jobs
        .filter((job) => job.payload.fail && job.retryCount === 0)
        .map((job) => [job.jobId, new Error('label not drawn')]),
    );
  },
});

const testJobs = [labelJob, slowJob, wakeJob, refreshJob, batchJob];
const shipmentId = '4b7e8c1a-2f55-4c63-9c1e-6e0f3b2d9a10';

const jobState = async (
  database: { query: <T>(sql: string, params?: unknown[]) => Promise<T[]> },
  id: string,
) => {
  const [row] = await database.query<{ state: string; retry_count: number }>(
    'SELECT state, retry_count FROM pgboss.job WHERE id = $1',
    [id],
  );
  return row;
};

const releaseSlowJobs = () => {
  for (const release of blockers) release();
  blockers = [];
};

beforeEach(() => {
  runs.length = 0;
  batches.length = 0;
  failFirstAttempts = 0;
  releaseSlowJobs();
});

describe('job queue (enqueue and drain)', async () => {
  const database = await createTestDatabase();
  const app = await buildPlatformApp({ database, jobs: [...testJobs, contextJob] });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('gives a handler the database, queue, storage, mail, config and log the app was built with', async () => {
    const id = await app.jobs.enqueue(contextJob, {});
    expect(await drainJobs(app)).toEqual({ completed: 1, failed: 0 });
    const context = seen.handler as Record<string, unknown>;
    const parts = {
      config: app.config,
      database: app.database,
      db: app.database.db,
      jobs: app.jobs,
      storage: app.storage,
      mail: app.mail,
      log: app.log,
    };
    // The very objects the app was built with (compared by reference: they are large and circular).
    for (const [name, part] of Object.entries(parts)) expect(context[name], name).toBe(part);
    expect(Object.keys(context).sort()).toEqual(
      [...Object.keys(parts), 'jobId', 'retryCount', 'enqueuedVersion'].sort(),
    );
    expect([context.jobId, context.retryCount, context.enqueuedVersion]).toEqual([id, 0, 1]);
  });

  it('refuses a payload that does not match the job schema, and queues nothing', async () => {
    await expect(
      app.jobs.enqueue(labelJob, { shipmentId: 'not-a-uuid', format: 'A4' }),
    ).rejects.toBeInstanceOf(JobPayloadError);
    await expect(app.jobs.enqueue('test.label.generate', { shipmentId })).rejects.toThrow(/format/);
    await expect(app.jobs.enqueue('no.such.job', {})).rejects.toThrow(/not registered/);
    expect(await drainJobs(app)).toEqual({ completed: 0, failed: 0 });
    expect(runs).toEqual([]);
  });

  it('runs an enqueued job once with its payload when drained', async () => {
    const id = await app.jobs.enqueue(labelJob, { shipmentId, format: '4x6' });
    expect(await drainJobs(app)).toEqual({ completed: 1, failed: 0 });
    expect(runs).toEqual([
      { job: 'label', payload: { shipmentId, format: '4x6' }, retryCount: 0, jobId: id },
    ]);
    expect(await app.jobs.getJob(labelJob, id!)).toMatchObject({ state: 'completed', retryCount: 0 });
    expect(await drainJobs(app)).toEqual({ completed: 0, failed: 0 });
  });

  it('retries a failing job and completes it on a later attempt', async () => {
    failFirstAttempts = 1;
    const id = await app.jobs.enqueue(labelJob, { shipmentId, format: 'A4' });
    expect(await drainJobs(app)).toEqual({ completed: 1, failed: 1 });
    expect(runs.map((r) => r.retryCount)).toEqual([0, 1]);
    expect(await app.jobs.getJob(labelJob, id!)).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('marks a job failed once its retries are used up, keeping the error', async () => {
    failFirstAttempts = 99;
    const id = await app.jobs.enqueue(labelJob, { shipmentId, format: 'A4' });
    expect(await drainJobs(app)).toEqual({ completed: 0, failed: 3 });
    const job = await app.jobs.getJob(labelJob, id!);
    expect(job).toMatchObject({ state: 'failed', retryCount: 2, output: { message: 'carrier timed out' } });
  });

  it('hands the jobs of a batch kind over together, and retries a job the batch failed on its own', async () => {
    await app.jobs.enqueueMany(
      batchJob,
      [1, 2, 3, 4, 5].map((n) => ({ n, fail: n === 2 })),
    );
    expect(await drainJobs(app)).toEqual({ completed: 5, failed: 1 });
    // Three at a time, job 2 twice (its retry may join the jobs still queued); the others once each.
    expect(batches[0]).toHaveLength(3);
    expect(Math.max(...batches.map((batch) => batch.length))).toBe(3);
    expect(batches.flat().sort()).toEqual([1, 2, 2, 3, 4, 5]);
    const jobs = await database.query<{ n: number; state: string; retry_count: number }>(
      "SELECT (data->'payload'->>'n')::int AS n, state, retry_count FROM pgboss.job WHERE name = 'test.batch' ORDER BY 1",
    );
    expect(jobs.map((job) => [job.n, job.state, job.retry_count])).toEqual([
      [1, 'completed', 0],
      [2, 'completed', 1],
      [3, 'completed', 0],
      [4, 'completed', 0],
      [5, 'completed', 0],
    ]);
    // A batch handler gets the same parts as a single job's handler.
    const batchParts = seen.batch as Record<string, unknown>;
    expect(batchParts.db).toBe(app.database.db);
    expect(batchParts.jobs).toBe(app.jobs);
    expect(batchParts.storage).toBe(app.storage);
  });

  it('enqueues inside a transaction: a rolled-back job never runs, a committed one does', async () => {
    await expect(
      app.database.db.transaction(async (tx) => {
        await app.jobs.enqueue(labelJob, { shipmentId, format: 'A4' }, { tx: tx as unknown as Db });
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(await drainJobs(app)).toEqual({ completed: 0, failed: 0 });

    await app.database.db.transaction(async (tx) => {
      await app.jobs.enqueue(labelJob, { shipmentId, format: '4x6' }, { tx: tx as unknown as Db });
    });
    expect(await drainJobs(app)).toEqual({ completed: 1, failed: 0 });
    expect(runs.map((r) => r.payload)).toEqual([{ shipmentId, format: '4x6' }]);
  });

  it('keeps a delayed job until its time (or until a drain asks for delayed jobs too)', async () => {
    await app.jobs.enqueue(labelJob, { shipmentId, format: 'A4' }, { startAfter: 3600 });
    expect(await drainJobs(app)).toEqual({ completed: 0, failed: 0 });
    expect(await drainJobs(app, { includeDelayed: true })).toEqual({ completed: 1, failed: 0 });
  });

  it("drops a second enqueue with the same key while the first is queued, on a 'short' queue", async () => {
    const first = await app.jobs.enqueue(refreshJob, { shipmentId }, { singletonKey: shipmentId });
    const second = await app.jobs.enqueue(refreshJob, { shipmentId }, { singletonKey: shipmentId });
    const otherKey = await app.jobs.enqueue(refreshJob, { shipmentId: 'other' }, { singletonKey: 'other' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(otherKey).toEqual(expect.any(String));
    expect(await drainJobs(app)).toEqual({ completed: 2, failed: 0 });
  });
});

describe('job workers', async () => {
  const durable = await createDurableDatabase();
  afterAll(() => durable.dispose());

  it('keeps a queued job across a restart of the database and runs it exactly once after', async () => {
    const before = await durable.open();
    const enqueuer = await buildPlatformApp({ database: before, jobs: testJobs });
    const id = await enqueuer.jobs.enqueue(labelJob, { shipmentId, format: 'A4' });
    await enqueuer.close();
    await before.close();
    expect(runs).toEqual([]);

    const after = await durable.open();
    const worker = await buildPlatformApp({
      database: after,
      jobs: testJobs,
      config: { JOBS_ENABLED: true },
    });
    try {
      await eventually(async () => (await worker.jobs.getJob(labelJob, id!))?.state === 'completed', {
        what: 'the job to complete after the restart',
      });
      expect(runs).toEqual([
        { job: 'label', payload: { shipmentId, format: 'A4' }, retryCount: 0, jobId: id },
      ]);
      // Nothing left that could run it again: the queue holds this one job, done.
      const queued = await after.query<{ id: string; state: string }>(
        'SELECT id, state FROM pgboss.job WHERE name = $1',
        [labelJob.id],
      );
      expect(queued).toEqual([{ id, state: 'completed' }]);
    } finally {
      await worker.close();
      await after.close();
    }
  });

  it("takes a job kind's changed retry settings on the next start, and rewrites no queue on a start without changes", async () => {
    const queueOf = async (database: Awaited<ReturnType<typeof durable.open>>) => {
      const [row] = await database.query<{ retry_limit: number; updated_on: Date }>(
        'SELECT retry_limit, updated_on FROM pgboss.queue WHERE name = $1',
        [refreshJob.id],
      );
      return row!;
    };
    const startWith = async (jobs: typeof testJobs) => {
      const database = await durable.open();
      const app = await buildPlatformApp({ database, jobs });
      const queue = await queueOf(database);
      await app.close();
      await database.close();
      return queue;
    };
    const first = await startWith(testJobs);
    const unchanged = await startWith(testJobs);
    expect(unchanged).toEqual(first);

    const retried = defineJob({ ...refreshJob, options: { ...refreshJob.options, retryLimit: 7 } });
    const changed = await startWith([labelJob, slowJob, wakeJob, retried, batchJob]);
    expect(changed.retry_limit).toBe(7);
  });

  it("takes a job kind's changed schedule on the next start of the workers, and rewrites none without changes", async () => {
    const nightlyAt = (cron: string) =>
      defineJob({
        id: 'test.nightly',
        version: 1,
        schema: z.object({}),
        schedule: { cron, payload: {} },
        handler: async () => undefined,
      });
    const startWorkersWith = async (cron: string) => {
      const database = await durable.open();
      const app = await buildPlatformApp({
        database,
        jobs: [...testJobs, nightlyAt(cron)],
        config: { JOBS_ENABLED: true },
      });
      const [row] = await database.query<{ cron: string; updated_on: Date }>(
        "SELECT cron, updated_on FROM pgboss.schedule WHERE name = 'test.nightly'",
      );
      await app.close();
      await database.close();
      return row!;
    };
    const first = await startWorkersWith('0 1 * * *');
    expect(await startWorkersWith('0 1 * * *')).toEqual(first);
    expect((await startWorkersWith('0 2 * * *')).cron).toBe('0 2 * * *');
  });

  it('retries a failing job in the workers until it succeeds', async () => {
    failFirstAttempts = 2;
    const database = await durable.open();
    const app = await buildPlatformApp({ database, jobs: testJobs, config: { JOBS_ENABLED: true } });
    try {
      const id = await app.jobs.enqueue(labelJob, { shipmentId, format: '4x6' });
      await eventually(async () => (await app.jobs.getJob(labelJob, id!))?.state === 'completed', {
        what: 'the job to complete after two failures',
      });
      expect(runs.map((r) => r.retryCount)).toEqual([0, 1, 2]);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('wakes an idle worker through NOTIFY as soon as a job is enqueued', async () => {
    const database = await durable.open();
    const app = await buildPlatformApp({ database, jobs: testJobs, config: { JOBS_ENABLED: true } });
    try {
      // A first job, run by the worker's start-up fetch or a NOTIFY: after it the worker is idle
      // until its next poll a minute away, so only a NOTIFY can bring the second in time.
      const first = await app.jobs.enqueue(wakeJob, { n: 0 });
      await eventually(async () => (await app.jobs.getJob(wakeJob, first!))?.state === 'completed', {
        what: 'the first job',
      });
      const startedAt = Date.now();
      await app.jobs.enqueue(wakeJob, { n: 1 });
      await eventually(() => runs.some((r) => r.job === 'wake' && (r.payload as { n: number }).n === 1), {
        timeoutMs: 5000,
        what: 'the woken worker',
      });
      expect(Date.now() - startedAt).toBeLessThan(3000);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('lets a running job finish when the app closes', async () => {
    const database = await durable.open();
    const app = await buildPlatformApp({ database, jobs: testJobs, config: { JOBS_ENABLED: true } });
    const id = await app.jobs.enqueue(slowJob, {});
    await eventually(() => runs.some((r) => r.jobId === id), { what: 'the slow job to start' });
    const closing = app.close();
    // Closing has begun with the job still running; it ends within the grace period.
    releaseSlowJobs();
    await closing;
    expect(await jobState(database, id!)).toEqual({ state: 'completed', retry_count: 0 });
    await database.close();
  });

  it('retries the job of a worker that died, once its lease runs out, on the workers of another process', async () => {
    // Every process of a deployment shares the lease setting; a short one keeps the test quick.
    const config = { JOBS_LEASE_SECONDS: 1 };
    const first = await durable.open();
    const enqueuer = await buildPlatformApp({ database: first, jobs: testJobs, config });
    const id = await enqueuer.jobs.enqueue(labelJob, { shipmentId, format: '4x6' });
    // What a worker leaves behind when its process is killed: the job active, its lease no longer renewed.
    await first.query("UPDATE pgboss.job SET state = 'active', started_on = now() WHERE id = $1", [id]);
    await enqueuer.close();
    await first.close();

    const second = await durable.open();
    const worker = await buildPlatformApp({
      database: second,
      jobs: testJobs,
      config: { ...config, JOBS_ENABLED: true },
    });
    try {
      await eventually(async () => (await worker.jobs.getJob(labelJob, id!))?.state === 'completed', {
        timeoutMs: 15_000,
        what: 'the abandoned job to be retried and complete',
      });
      expect(runs).toEqual([
        { job: 'label', payload: { shipmentId, format: '4x6' }, retryCount: 1, jobId: id },
      ]);
    } finally {
      await worker.close();
      await second.close();
    }
  });

  it('keeps a job running longer than its lease to its live worker: heartbeats renew the lease', async () => {
    const database = await durable.open();
    const app = await buildPlatformApp({
      database,
      jobs: testJobs,
      config: { JOBS_ENABLED: true, JOBS_LEASE_SECONDS: 2 },
    });
    try {
      const id = await app.jobs.enqueue(slowJob, {});
      // Held until it has run for more than two leases, still active under its first attempt.
      await eventually(
        async () => {
          const [row] = await database.query<{ outlived: boolean }>(
            `SELECT state = 'active' AND retry_count = 0 AND now() - started_on > interval '5 seconds' AS outlived
             FROM pgboss.job WHERE id = $1`,
            [id],
          );
          return row?.outlived;
        },
        { timeoutMs: 20_000, intervalMs: 250, what: 'the job to outlive two leases' },
      );
      releaseSlowJobs();
      await eventually(async () => (await app.jobs.getJob(slowJob, id!))?.state === 'completed', {
        timeoutMs: 20_000,
        what: 'the long job to complete',
      });
      expect(runs.filter((r) => r.jobId === id).map((r) => r.retryCount)).toEqual([0]);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('puts a job still running after the shutdown grace period back in the queue, and runs it on the next start', async () => {
    const first = await durable.open();
    const app = await buildPlatformApp({ database: first, jobs: testJobs, config: { JOBS_ENABLED: true } });
    const id = await app.jobs.enqueue(slowJob, {});
    await eventually(() => runs.some((r) => r.jobId === id), { what: 'the blocked job to start' });
    await app.jobs.stop({ timeoutMs: 200 });
    await app.close();
    expect(await jobState(first, id!)).toEqual({ state: 'created', retry_count: 0 });
    for (const release of blockers) release();
    await first.close();

    const second = await durable.open();
    const restarted = await buildPlatformApp({
      database: second,
      jobs: testJobs,
      config: { JOBS_ENABLED: true },
    });
    try {
      await eventually(() => runs.filter((r) => r.jobId === id).length === 2, {
        what: 'the job to run again',
      });
      for (const release of blockers) release();
      await eventually(async () => (await restarted.jobs.getJob(slowJob, id!))?.state === 'completed', {
        what: 'the released job to complete',
      });
      expect(runs.filter((r) => r.jobId === id).map((r) => r.retryCount)).toEqual([0, 0]);
    } finally {
      await restarted.close();
      await second.close();
    }
  });
});

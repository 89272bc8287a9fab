import { setTimeout as delay } from 'node:timers/promises';
import type PgBoss from 'pg-boss';
import type { BatchJob, JobDefinition } from './job-definition.ts';
import {
  BOSS_SCHEMA,
  DEFAULT_EXPIRE_IN_SECONDS,
  DEFAULT_POLLING_INTERVAL_MS,
  IDLE_POLLING_CAP_MS,
  type InFlight,
  type JobEnvelope,
  type QueueContext,
  requireBoss,
  requireDependencies,
} from './queue-context.ts';

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

/** Puts a job a stopping process could not finish back in the queue, without counting an attempt. */
export const releaseJob = async (context: QueueContext, jobId: string, id: string) => {
  await context.database.query(
    `UPDATE ${BOSS_SCHEMA}.job SET state = 'created', started_on = NULL, start_after = now()
     WHERE name = $1 AND id = $2 AND state = 'active'`,
    [jobId, id],
  );
};

/** Runs one fetched job and records its outcome; resolves true when it completed. */
export const runJob = async (
  context: QueueContext,
  definition: JobDefinition,
  job: PgBoss.JobWithMetadata<JobEnvelope>,
) => {
  const { log, inFlight } = context;
  const entry: InFlight = { definition, job, isReleased: false };
  inFlight.add(entry);
  const b = requireBoss(context);
  try {
    const payload = definition.schema.parse(job.data?.payload);
    await withTimeout(
      definition.handler(payload, {
        ...requireDependencies(context),
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

/** Up to `batchSize` due jobs of a kind (with `includeDelayed`, also those whose start is still ahead). */
export const fetchJobs = (
  context: QueueContext,
  definition: JobDefinition,
  { includeDelayed = false, batchSize = 1 }: { includeDelayed?: boolean; batchSize?: number } = {},
) =>
  requireBoss(context).fetch<JobEnvelope>(definition.id, {
    batchSize,
    includeMetadata: true,
    ignoreStartAfter: includeDelayed,
  });

/** How many jobs of a kind one fetch takes: several only for a kind that runs them as a batch. */
export const batchSizeOf = (definition: JobDefinition) =>
  definition.handleBatch ? Math.max(1, definition.options?.batchSize ?? 1) : 1;

/**
 * Runs fetched jobs of a kind through its batch handler and records each one's outcome (one statement
 * for those that completed); answers how many completed and how many failed.
 */
export const runBatch = async (
  context: QueueContext,
  definition: JobDefinition,
  jobs: PgBoss.JobWithMetadata<JobEnvelope>[],
) => {
  const { log, inFlight } = context;
  const handleBatch = definition.handleBatch;
  if (!handleBatch) throw new Error(`Job ${definition.id} has no batch handler`);
  const entries: InFlight[] = jobs.map((job) => ({ definition, job, isReleased: false }));
  for (const entry of entries) inFlight.add(entry);
  const b = requireBoss(context);
  const errors = new Map<string, unknown>();
  try {
    const batch: BatchJob<unknown>[] = [];
    for (const job of jobs) {
      const parsed = definition.schema.safeParse(job.data?.payload);
      if (!parsed.success) errors.set(job.id, parsed.error);
      else
        batch.push({
          payload: parsed.data,
          jobId: job.id,
          retryCount: job.retryCount,
          enqueuedVersion: job.data?.v ?? definition.version,
        });
    }
    if (batch.length > 0) {
      try {
        const failed = await withTimeout(
          handleBatch(batch, requireDependencies(context)),
          (definition.options?.expireInSeconds ?? DEFAULT_EXPIRE_IN_SECONDS) * 1000,
          `Job ${definition.id}`,
        );
        for (const [id, error] of failed) errors.set(id, error);
      } catch (error) {
        for (const item of batch) errors.set(item.jobId, error);
      }
    }
    // Jobs a stopping process released are back in the queue: their outcome is no longer this run's.
    const live = entries.filter((entry) => !entry.isReleased).map((entry) => entry.job);
    const completed = live.filter((job) => !errors.has(job.id));
    if (completed.length > 0)
      await b
        .complete(
          definition.id,
          completed.map((job) => job.id),
        )
        .catch((completeError: unknown) => {
          // Left active: their leases run out and they run again, which the handler must allow anyway.
          log.error({ job: definition.id, err: completeError }, 'could not record completed jobs');
        });
    const failed = live.filter((job) => errors.has(job.id));
    for (const job of failed) {
      const error = errors.get(job.id);
      log.warn(
        { job: definition.id, jobId: job.id, retryCount: job.retryCount, err: error },
        'job attempt failed',
      );
      await b.fail(definition.id, job.id, { message: errorMessage(error) }).catch((failError: unknown) => {
        log.error({ job: definition.id, jobId: job.id, err: failError }, 'could not record a job failure');
      });
    }
    return { completed: completed.length, failed: failed.length };
  } finally {
    for (const entry of entries) inFlight.delete(entry);
  }
};

/**
 * One worker of a job kind: fetches and runs its jobs until the queue stops, sleeping while none is due,
 * longer after each empty poll (up to the idle cap), so an idle server does not keep its database busy.
 */
export const runWorker = async (context: QueueContext, definition: JobDefinition) => {
  const interval = definition.options?.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS;
  const idleCap = Math.max(interval, IDLE_POLLING_CAP_MS);
  const batchSize = batchSizeOf(definition);
  let idleSleep = interval;
  while (context.state === 'started') {
    const jobs = await fetchJobs(context, definition, { batchSize });
    if (jobs.length === 0) {
      await context.wakeups.sleep(definition.id, idleSleep);
      idleSleep = Math.min(idleSleep * 2, idleCap);
      continue;
    }
    idleSleep = interval;
    // The queue may have begun stopping during the fetch (state is read again after the await).
    if ((context.state as string) !== 'started') {
      for (const job of jobs) await releaseJob(context, definition.id, job.id).catch(() => {});
      return;
    }
    if (definition.handleBatch) await runBatch(context, definition, jobs);
    else for (const job of jobs) await runJob(context, definition, job);
  }
};

import { setTimeout as delay } from 'node:timers/promises';
import type PgBoss from 'pg-boss';
import type { JobDefinition } from './job-definition.ts';
import {
  BOSS_SCHEMA,
  DEFAULT_EXPIRE_IN_SECONDS,
  DEFAULT_POLLING_INTERVAL_MS,
  type InFlight,
  type JobEnvelope,
  type QueueContext,
  requireBoss,
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
  const { app, log, inFlight } = context;
  const entry: InFlight = { definition, job, isReleased: false };
  inFlight.add(entry);
  const b = requireBoss(context);
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

/** The next due job of a kind, if any (with `includeDelayed`, also one whose start is still ahead). */
export const fetchOne = async (context: QueueContext, definition: JobDefinition, includeDelayed = false) => {
  const [job] = await requireBoss(context).fetch<JobEnvelope>(definition.id, {
    batchSize: 1,
    includeMetadata: true,
    ignoreStartAfter: includeDelayed,
  });
  return job;
};

/** One worker of a job kind: fetches and runs its jobs until the queue stops, sleeping while none is due. */
export const runWorker = async (context: QueueContext, definition: JobDefinition) => {
  const interval = definition.options?.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS;
  while (context.state === 'started') {
    const job = await fetchOne(context, definition);
    if (!job) {
      await context.wakeups.sleep(definition.id, interval);
      continue;
    }
    // The queue may have begun stopping during the fetch (state is read again after the await).
    if ((context.state as string) !== 'started') {
      await releaseJob(context, definition.id, job.id).catch(() => {});
      return;
    }
    await runJob(context, definition, job);
  }
};

import type { z } from 'zod';
import type { PlatformDependencies } from '../platform-dependencies.ts';

/**
 * What every job handler works with, handed to the queue when the app that runs it is ready. What only
 * some jobs use (a carrier provider, a payment gateway, another module's use-case) is given to the
 * function that builds their definition instead.
 */
export type JobDependencies = PlatformDependencies;

/** What the queue says of the job being run. */
type JobRun = {
  /** The queue's id of this job (stable across retries). */
  jobId: string;
  /** 0 on the first attempt, then 1, 2 … on retries. */
  retryCount: number;
  /** The definition `version` the job was enqueued with (a payload may predate the current schema). */
  enqueuedVersion: number;
};

/** What a job handler gets besides its payload: the dependencies jobs work with, and what the queue says of this job. */
export type JobContext = JobDependencies & JobRun;

/** One job of a batch (`handleBatch`): its payload and what the queue says of it. */
export type BatchJob<TPayload> = JobRun & { payload: TPayload };

export type JobOptions = {
  /** Attempts after the first one before the job is marked failed (default 3). */
  retryLimit?: number;
  /** Seconds before a retry (default 0; with `retryBackoff` it doubles each time). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * A run taking longer is failed by its worker (and retried); default 15 minutes. A worker that dies is
   * noticed sooner, by its lease (JOBS_LEASE_SECONDS).
   */
  expireInSeconds?: number;
  /** How often an idle worker polls; enqueues wake workers at once through NOTIFY (default 2000 ms). */
  pollingIntervalMs?: number;
  /** Jobs of this kind run in parallel in one process (default 1); with `handleBatch`, batches. */
  concurrency?: number;
  /** With `handleBatch`: the most due jobs one worker fetches and hands over together (default 1). */
  batchSize?: number;
  /**
   * pg-boss queue policy, which gives `singletonKey` its meaning: `short` at most one queued job per key
   * (a second enqueue is dropped), `singleton` at most one running per key, `stately` one queued and one
   * running per key; `standard` (default) ignores the key.
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
};

/**
 * One kind of background job, defined in one file: `{ id: 'shipment.label.generate', version, schema,
 * handler }`. The payload is checked against `schema` when enqueued and again when run. Handlers must be
 * idempotent: a job runs at least once (a crash after the work and before its completion is recorded
 * runs it again).
 */
export type JobDefinition<TSchema extends z.ZodType = z.ZodType> = {
  /** Queue name: letters, digits, dots, dashes, underscores. */
  id: string;
  /** Bump when the payload shape changes; old jobs still in the queue carry the version they had. */
  version: number;
  schema: TSchema;
  /** Throwing fails the attempt; it is retried up to `options.retryLimit` times. */
  handler(payload: z.output<TSchema>, context: JobContext): Promise<void>;
  /**
   * Runs up to `options.batchSize` due jobs of this kind together, when set (workers and drains then
   * use it instead of `handler`), so that work a job shares with the others is done once: it answers
   * the errors of the jobs that failed, by queue id, and the others complete. Each job still succeeds,
   * fails and is retried on its own; throwing fails every job of the batch.
   */
  handleBatch?(
    jobs: BatchJob<z.output<TSchema>>[],
    dependencies: JobDependencies,
  ): Promise<Map<string, unknown>>;
  options?: JobOptions;
  /** Runs the job on a cron schedule (UTC) in the processes whose workers are enabled. */
  schedule?: { cron: string; payload: z.input<TSchema> };
};

/**
 * What enqueueing needs of a job: its id and payload schema. A job whose handler is built with the
 * dependencies it is given (a function returning `defineJob(...)`) is enqueued through this part, which
 * sits beside it; the queue runs the definition that was registered under the same id.
 */
export type JobKind<TSchema extends z.ZodType = z.ZodType> = Pick<
  JobDefinition<TSchema>,
  'id' | 'version' | 'schema'
>;

/** A job's id, version and payload schema, for a job whose handler is built later with its dependencies. */
export const defineJobKind = <TSchema extends z.ZodType>(kind: JobKind<TSchema>) => kind;

export const defineJob = <TSchema extends z.ZodType>(definition: JobDefinition<TSchema>) => definition;

import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import { drainQueue, getJobInfo } from './drain-queue.ts';
import { type EnqueueOptions, enqueueJob, enqueueJobs } from './enqueue-jobs.ts';
import type { JobDefinition, JobDependencies, JobKind } from './job-definition.ts';
import { DEFAULT_LEASE_SECONDS, type QueueContext, requireDefinition } from './queue-context.ts';
import { startQueue } from './start-queue.ts';
import { stopQueue } from './stop-queue.ts';
import { createWakeups } from './worker-wakeups.ts';

export type { DrainOptions } from './drain-queue.ts';
export { type EnqueueOptions, JobPayloadError } from './enqueue-jobs.ts';

const JOB_ID_PATTERN = /^[\w.-]+$/;

export type JobQueueOptions = {
  database: Database;
  log: FastifyBaseLogger;
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
 * started with `runWorkers` also run the jobs, the schedules and pg-boss maintenance. Its steps live
 * beside it: starting (start-queue.ts), running a job (run-job.ts), leases (job-leases.ts), enqueueing
 * (enqueue-jobs.ts), draining (drain-queue.ts) and stopping (stop-queue.ts).
 */
export const createJobQueue = (options: JobQueueOptions) => {
  const context: QueueContext = {
    database: options.database,
    log: options.log,
    leaseSeconds: options.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
    shutdownTimeoutMs: options.shutdownTimeoutMs ?? 10_000,
    definitions: new Map(),
    inFlight: new Set(),
    workers: [],
    timers: [],
    wakeups: createWakeups(() => context.state === 'started'),
    state: 'idle',
  };

  const register = (definition: JobDefinition) => {
    if (context.state !== 'idle')
      throw new Error(`Job ${definition.id} must be registered before the app is ready`);
    if (!JOB_ID_PATTERN.test(definition.id)) throw new Error(`Invalid job id ${definition.id}`);
    const existing = context.definitions.get(definition.id);
    if (existing && existing !== definition) throw new Error(`Job ${definition.id} is registered twice`);
    context.definitions.set(definition.id, definition);
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
    return enqueueJob(context, requireDefinition(context, job), payload, enqueueOptions);
  }

  const enqueueMany = <TSchema extends z.ZodType>(
    job: JobKind<TSchema>,
    payloads: z.input<TSchema>[],
    enqueueOptions: Pick<EnqueueOptions, 'tx' | 'priority'> = {},
  ): Promise<void> => enqueueJobs(context, requireDefinition(context, job), payloads, enqueueOptions);

  return {
    register,
    enqueue,
    enqueueMany,
    drain: (drainOptions?: Parameters<typeof drainQueue>[1]) => drainQueue(context, drainOptions),
    getJob: (job: JobKind | string, id: string) => getJobInfo(context, job, id),
    start: (startOptions: { runWorkers: boolean; dependencies: JobDependencies }) =>
      startQueue(context, startOptions),
    stop: ({ timeoutMs = context.shutdownTimeoutMs }: { timeoutMs?: number } = {}) =>
      stopQueue(context, { timeoutMs }),
    get registered(): readonly JobDefinition[] {
      return [...context.definitions.values()];
    },
  };
};

export type JobQueue = ReturnType<typeof createJobQueue>;

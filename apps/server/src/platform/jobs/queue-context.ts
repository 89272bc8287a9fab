import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { JobDefinition, JobDependencies, JobKind } from './job-definition.ts';

/** NOTIFY channel an enqueue wakes the workers of every process on (payload: the job id). */
export const JOBS_CHANNEL = 'jobs_enqueued';
export const BOSS_SCHEMA = 'pgboss';
export const DEFAULT_POLLING_INTERVAL_MS = 2000;
/**
 * How long an idle worker may sleep between polls once its queue has stayed empty: its interval
 * doubles per empty poll up to this. Enqueues and reclaimed jobs wake workers at once, so polling only
 * finds jobs that come due by their start time, a retry's delay or a schedule, at most this late.
 */
export const IDLE_POLLING_CAP_MS = 5000;
export const DEFAULT_EXPIRE_IN_SECONDS = 15 * 60;
export const DEFAULT_LEASE_SECONDS = 30;
export const DEFAULT_RETRY_LIMIT = 3;

/** What is stored in pg-boss: the payload as enqueued plus the definition version of that time. */
export type JobEnvelope = { v: number; payload: unknown };

export type InFlight = {
  definition: JobDefinition;
  job: PgBoss.JobWithMetadata<JobEnvelope>;
  isReleased: boolean;
};

export type QueueState = 'idle' | 'starting' | 'started' | 'stopping' | 'stopped';

/** Sleeping workers and the wake-ups an enqueue sends them (worker-wakeups.ts). */
export type Wakeups = {
  sleep: (jobId: string, ms: number) => Promise<void>;
  wake: (jobId: string) => void;
  wakeAll: () => void;
};

/** What the steps of one queue share: its connections, its registered jobs and where it is in its life. */
export type QueueContext = {
  database: Database;
  log: FastifyBaseLogger;
  /** Handed to handlers, given when the queue starts. */
  dependencies?: JobDependencies;
  leaseSeconds: number;
  shutdownTimeoutMs: number;
  definitions: Map<string, JobDefinition>;
  inFlight: Set<InFlight>;
  workers: Promise<void>[];
  timers: NodeJS.Timeout[];
  wakeups: Wakeups;
  state: QueueState;
  boss?: PgBoss;
  unlisten?: () => Promise<void>;
  stopping?: Promise<void>;
};

export const requireDefinition = (context: QueueContext, job: JobKind | string) => {
  const id = typeof job === 'string' ? job : job.id;
  const definition = context.definitions.get(id);
  if (!definition) throw new Error(`Job ${id} is not registered`);
  return definition;
};

export const requireDependencies = (context: QueueContext) => {
  if (!context.dependencies) throw new Error('The job queue runs jobs once it has started');
  return context.dependencies;
};

export const requireBoss = (context: QueueContext) => {
  const { boss, state } = context;
  if (!boss || (state !== 'started' && state !== 'stopping'))
    throw new Error(`The job queue is ${state}: it accepts jobs between app.ready() and app.close()`);
  return boss;
};

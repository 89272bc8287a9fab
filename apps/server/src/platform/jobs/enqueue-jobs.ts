import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { JobDefinition } from './job-definition.ts';
import { JOBS_CHANNEL, type JobEnvelope, type QueueContext, requireBoss } from './queue-context.ts';
import { transactionBossAdapter } from './transaction-boss-adapter.ts';

export type EnqueueOptions = {
  /** Enqueue inside this transaction: the job exists only if it commits. Required inside a transaction. */
  tx?: Db;
  /** Run no earlier than this date, or this many seconds from now. */
  startAfter?: Date | number;
  /** Deduplicates by key as the job's `options.policy` says; a dropped enqueue returns null. */
  singletonKey?: string;
  priority?: number;
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

const checkPayload = (definition: JobDefinition, payload: unknown) => {
  const parsed = definition.schema.safeParse(payload);
  if (!parsed.success) throw new JobPayloadError(definition.id, parsed.error);
};

/** Transactional like the job itself: the workers of every process wake when it commits. */
const wakeWorkers = async (context: QueueContext, definition: JobDefinition, tx: Db | undefined) => {
  if (tx) await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${definition.id})`);
  else await context.database.query('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, definition.id]);
};

/** Checks the payload against the job's schema, stores the job (in `tx` when given) and wakes the workers. */
export const enqueueJob = async (
  context: QueueContext,
  definition: JobDefinition,
  payload: unknown,
  { tx, startAfter, singletonKey, priority }: EnqueueOptions,
): Promise<string | null> => {
  checkPayload(definition, payload);
  const envelope: JobEnvelope = { v: definition.version, payload };
  const id = await requireBoss(context).send(definition.id, envelope, {
    ...(startAfter !== undefined ? { startAfter } : {}),
    ...(singletonKey !== undefined ? { singletonKey } : {}),
    ...(priority !== undefined ? { priority } : {}),
    ...(tx ? { db: transactionBossAdapter(tx) } : {}),
  });
  await wakeWorkers(context, definition, tx);
  return id;
};

/**
 * One job of a kind per payload in a single statement and one wake-up, for fan-outs such as the label
 * job of every shipment in a bulk order (hundreds of sends would be as many round trips inside the
 * caller's transaction). Same checks and transaction rules as `enqueueJob`.
 */
export const enqueueJobs = async (
  context: QueueContext,
  definition: JobDefinition,
  payloads: unknown[],
  { tx, priority }: Pick<EnqueueOptions, 'tx' | 'priority'>,
): Promise<void> => {
  if (payloads.length === 0) return;
  for (const payload of payloads) checkPayload(definition, payload);
  await requireBoss(context).insert(
    payloads.map((payload) => ({
      name: definition.id,
      data: { v: definition.version, payload } satisfies JobEnvelope,
      ...(priority !== undefined ? { priority } : {}),
    })),
    tx ? { db: transactionBossAdapter(tx) } : {},
  );
  await wakeWorkers(context, definition, tx);
};

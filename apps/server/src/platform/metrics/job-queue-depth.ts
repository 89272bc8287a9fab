import type { Database } from '../db/database.ts';

export type JobQueueDepth = {
  queue: string;
  due: number;
  delayed: number;
  active: number;
  oldestDueSeconds: number;
};

const WAITING = "j.state IN ('created', 'retry')";

/**
 * Every job queue with its jobs by state, and how long its oldest due job has waited (since it became due:
 * a retry or a delayed send waits from its start time, not its creation). Empty before the queue's schema
 * exists (a process that has not started the job queue yet).
 */
export const readJobQueueDepths = async (database: Database): Promise<JobQueueDepth[]> => {
  const [schema] = await database.query<{ exists: boolean }>(
    "SELECT to_regclass('pgboss.queue') IS NOT NULL AS exists",
  );
  if (!schema?.exists) return [];
  const rows = await database.query<{
    queue: string;
    due: number;
    delayed: number;
    active: number;
    oldest_due_seconds: number;
  }>(
    `SELECT q.name AS queue,
       (count(j.id) FILTER (WHERE ${WAITING} AND j.start_after <= now()))::int AS due,
       (count(j.id) FILTER (WHERE ${WAITING} AND j.start_after > now()))::int AS delayed,
       (count(j.id) FILTER (WHERE j.state = 'active'))::int AS active,
       COALESCE(EXTRACT(EPOCH FROM now() - min(j.start_after) FILTER (WHERE ${WAITING} AND j.start_after <= now())), 0)::float8
         AS oldest_due_seconds
     FROM pgboss.queue q
     LEFT JOIN pgboss.job j ON j.name = q.name AND j.state IN ('created', 'retry', 'active')
     GROUP BY q.name
     ORDER BY q.name`,
  );
  return rows.map((row) => ({
    queue: row.queue,
    due: Number(row.due),
    delayed: Number(row.delayed),
    active: Number(row.active),
    oldestDueSeconds: Math.max(0, Number(row.oldest_due_seconds)),
  }));
};

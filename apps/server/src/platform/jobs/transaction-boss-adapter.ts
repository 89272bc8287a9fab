import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/database.ts';

const toDriverValue = (value: unknown) =>
  value !== null && typeof value === 'object' && !(value instanceof Date)
    ? JSON.stringify(value)
    : (value ?? null);

/**
 * Lets pg-boss write through the caller's Drizzle transaction, so a job is enqueued atomically with the
 * state change that asks for it (and, on single-connection PGlite, without waiting on the transaction).
 */
export const transactionBossAdapter = (tx: Db): PgBoss.Db => ({
  executeSql: async (text: string, values: unknown[] = []) => {
    const query = sql.empty();
    text.split(/\$(\d+)/).forEach((part, index) => {
      // split with a capture group alternates literal text and parameter numbers
      if (index % 2 === 0) query.append(sql.raw(part));
      else query.append(sql`${sql.param(toDriverValue(values[Number(part) - 1]))}`);
    });
    const result = (await tx.execute(query)) as unknown as { rows: unknown[] };
    return { rows: result.rows };
  },
});

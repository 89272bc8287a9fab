import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { hashToken } from './tokens.ts';

export type RateLimit = { name: string; max: number; windowSeconds: number };

/** Failed logins: 5 per account and 30 per address in 15 minutes. */
export const LOGIN_ACCOUNT_LIMIT: RateLimit = { name: 'login:account', max: 5, windowSeconds: 15 * 60 };
export const LOGIN_ADDRESS_LIMIT: RateLimit = { name: 'login:address', max: 30, windowSeconds: 15 * 60 };
/** Recovery requests (each one sends mail): 5 per account and 20 per address in 15 minutes. */
export const RECOVER_ACCOUNT_LIMIT: RateLimit = { name: 'recover:account', max: 5, windowSeconds: 15 * 60 };
export const RECOVER_ADDRESS_LIMIT: RateLimit = { name: 'recover:address', max: 20, windowSeconds: 15 * 60 };
/** Wrong old passwords on the change-password form, per user. */
export const CHANGE_PASSWORD_LIMIT: RateLimit = {
  name: 'change-password:user',
  max: 5,
  windowSeconds: 15 * 60,
};

// The key is hashed so the table holds no e-mail addresses or IP addresses.
const bucketOf = (limit: RateLimit, key: string) => `${limit.name}:${hashToken(key)}`;

/**
 * Counts one hit in a fixed window kept in the database, so every server process shares it.
 * Returns the hits in the current window, this one included.
 */
export const hitRateLimit = async (db: Db, limit: RateLimit, key: string) => {
  const bucket = bucketOf(limit, key);
  const seconds = limit.windowSeconds;
  const result = await db.execute<{ hits: number }>(sql`
    INSERT INTO auth_rate_limits (bucket, window_started_at, hits) VALUES (${bucket}, now(), 1)
    ON CONFLICT (bucket) DO UPDATE SET
      hits = CASE WHEN auth_rate_limits.window_started_at <= now() - (${seconds}::integer * interval '1 second')
        THEN 1 ELSE auth_rate_limits.hits + 1 END,
      window_started_at = CASE WHEN auth_rate_limits.window_started_at <= now() - (${seconds}::integer * interval '1 second')
        THEN now() ELSE auth_rate_limits.window_started_at END
    RETURNING hits`);
  return Number(rowsOf<{ hits: number }>(result)[0]?.hits ?? 0);
};

/** Seconds until the window reopens when the limit is reached; 0 while under it. */
export const rateLimitWait = async (db: Db, limit: RateLimit, key: string) => {
  const bucket = bucketOf(limit, key);
  const result = await db.execute<{ hits: number; wait: number }>(sql`
    SELECT hits, ceil(extract(epoch FROM window_started_at + (${limit.windowSeconds}::integer * interval '1 second') - now()))::integer AS wait
    FROM auth_rate_limits
    WHERE bucket = ${bucket} AND window_started_at > now() - (${limit.windowSeconds}::integer * interval '1 second')`);
  const row = rowsOf<{ hits: number; wait: number }>(result)[0];
  return row && Number(row.hits) >= limit.max ? Math.max(1, Number(row.wait)) : 0;
};

export const resetRateLimit = async (db: Db, limit: RateLimit, key: string) => {
  await db.execute(sql`DELETE FROM auth_rate_limits WHERE bucket = ${bucketOf(limit, key)}`);
};

// drizzle's execute returns `{ rows }` on both node-postgres and PGlite.
const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? []) as T[];

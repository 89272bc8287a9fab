import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { hashToken } from './tokens.ts';

export type RateLimit = { name: string; max: number; windowSeconds: number };

/**
 * Attempts counted before the work they guard: `freeAttempts` go through at once, then each further
 * one waits a delay that doubles from `firstDelaySeconds` up to `maxDelaySeconds`. The count
 * starts afresh `windowSeconds` after its first attempt.
 */
export type AttemptLimit = {
  name: string;
  freeAttempts: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  windowSeconds: number;
};

/**
 * Sign-in attempts per account and caller address: a stranger guessing from elsewhere slows only
 * their own address, never the seller's, so no one can lock a seller out.
 */
export const LOGIN_ACCOUNT_ADDRESS_LIMIT: AttemptLimit = {
  name: 'login:account-address',
  freeAttempts: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 60 * 60,
};
/** Sign-in attempts per caller address across accounts (one address trying many accounts). */
export const LOGIN_ADDRESS_LIMIT: AttemptLimit = {
  name: 'login:address',
  freeAttempts: 30,
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 60 * 60,
};
/** Recovery requests (each one sends mail): 5 per account and 20 per address in 15 minutes. */
export const RECOVER_ACCOUNT_LIMIT: RateLimit = { name: 'recover:account', max: 5, windowSeconds: 15 * 60 };
export const RECOVER_ADDRESS_LIMIT: RateLimit = { name: 'recover:address', max: 20, windowSeconds: 15 * 60 };
/** Wrong old passwords on the change-password form, per user. */
export const CHANGE_PASSWORD_LIMIT: RateLimit = {
  name: 'change-password:user',
  max: 5,
  windowSeconds: 15 * 60,
};

/** Registrations (each creates a client and hashes a password) per e-mail in an hour. */
export const REGISTER_EMAIL_LIMIT: RateLimit = { name: 'register:email', max: 5, windowSeconds: 60 * 60 };
/** Registrations per caller address in an hour; the count comes from the configuration. */
export const registerAddressLimit = (max: number): RateLimit => ({
  name: 'register:address',
  max,
  windowSeconds: 60 * 60,
});

// Keys are hashed so the table holds no e-mail addresses or IP addresses. A key of several parts
// (account and address) keeps each part's hash, so every bucket of one account can be found.
const bucketOf = (limit: { name: string }, key: string | string[]) =>
  [limit.name, ...(Array.isArray(key) ? key : [key]).map(hashToken)].join(':');

/**
 * Counts one hit in a fixed window kept in the database, so every server process shares it.
 * Returns the hits in the current window, this one included.
 */
export const hitRateLimit = async (db: Db, limit: RateLimit, key: string | string[]) => {
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
export const rateLimitWait = async (db: Db, limit: RateLimit, key: string | string[]) => {
  const bucket = bucketOf(limit, key);
  const result = await db.execute<{ hits: number; wait: number }>(sql`
    SELECT hits, ceil(extract(epoch FROM window_started_at + (${limit.windowSeconds}::integer * interval '1 second') - now()))::integer AS wait
    FROM auth_rate_limits
    WHERE bucket = ${bucket} AND window_started_at > now() - (${limit.windowSeconds}::integer * interval '1 second')`);
  const row = rowsOf<{ hits: number; wait: number }>(result)[0];
  return row && Number(row.hits) >= limit.max ? Math.max(1, Number(row.wait)) : 0;
};

export const resetRateLimit = async (db: Db, limit: RateLimit, key: string | string[]) => {
  await db.execute(sql`DELETE FROM auth_rate_limits WHERE bucket = ${bucketOf(limit, key)}`);
};

export type AttemptReservation = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt before it is made, in one statement, so parallel attempts cannot all slip
 * under the limit: the row is updated only while no delay is running, and the attempt that
 * reaches the free count starts the next delay. Refused attempts are not counted.
 */
export const reserveAttempt = async (
  db: Db,
  limit: AttemptLimit,
  key: string | string[],
): Promise<AttemptReservation> => {
  const bucket = bucketOf(limit, key);
  const {
    freeAttempts: free,
    firstDelaySeconds: first,
    maxDelaySeconds: most,
    windowSeconds: window,
  } = limit;
  const isStale = sql`auth_rate_limits.window_started_at <= now() - (${window}::integer * interval '1 second')`;
  const hits = sql`CASE WHEN ${isStale} THEN 1 ELSE auth_rate_limits.hits + 1 END`;
  // The delay after the n-th attempt past the free ones doubles: first, 2 × first … up to most.
  const delayAfter = (count: SQL) =>
    sql`CASE WHEN ${count} >= ${free}::integer THEN now() + least(${most}::integer, ${first}::integer * power(2, least(${count} - ${free}::integer, 20)))::integer * interval '1 second' END`;
  const result = await db.execute<{ hits: number }>(sql`
    INSERT INTO auth_rate_limits (bucket, window_started_at, hits, blocked_until)
    VALUES (${bucket}, now(), 1, ${delayAfter(sql`1`)})
    ON CONFLICT (bucket) DO UPDATE SET
      hits = ${hits},
      window_started_at = CASE WHEN ${isStale} THEN now() ELSE auth_rate_limits.window_started_at END,
      blocked_until = ${delayAfter(hits)}
    WHERE ${isStale} OR auth_rate_limits.blocked_until IS NULL OR auth_rate_limits.blocked_until <= now()
    RETURNING hits`);
  if (rowsOf(result).length > 0) return { isAllowed: true };
  const waited = await db.execute<{ wait: number }>(sql`
    SELECT ceil(extract(epoch FROM blocked_until - now()))::integer AS wait
    FROM auth_rate_limits WHERE bucket = ${bucket}`);
  return {
    isAllowed: false,
    retryAfterSeconds: Math.max(1, Number(rowsOf<{ wait: number }>(waited)[0]?.wait ?? 1)),
  };
};

/** Gives back an attempt that was counted but not made (or that succeeded and should not weigh). */
export const refundAttempt = async (db: Db, limit: AttemptLimit, key: string | string[]) => {
  await db.execute(sql`
    UPDATE auth_rate_limits SET
      hits = greatest(hits - 1, 0),
      blocked_until = CASE WHEN hits - 1 < ${limit.freeAttempts}::integer THEN NULL ELSE blocked_until END
    WHERE bucket = ${bucketOf(limit, key)}`);
};

/** Forgets every attempt of a key's first part (an account, whatever the address). */
export const clearAttempts = async (db: Db, limit: AttemptLimit, firstKeyPart: string) => {
  const prefix = `${bucketOf(limit, [firstKeyPart])}:`;
  await db.execute(sql`DELETE FROM auth_rate_limits WHERE starts_with(bucket, ${prefix})`);
};

export const clearAttempt = async (db: Db, limit: AttemptLimit, key: string[]) => {
  await db.execute(sql`DELETE FROM auth_rate_limits WHERE bucket = ${bucketOf(limit, key)}`);
};

// drizzle's execute returns `{ rows }` on both node-postgres and PGlite.

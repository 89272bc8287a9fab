import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { tenantOfClient } from '../clients/index.ts';
import { capabilityChangesOfClient } from '../features/index.ts';
import { authRateLimits, passwordResetTokens, sessions } from './auth.tables.ts';

export const insertSession = async (db: Db, values: typeof sessions.$inferInsert) => {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
};

/** Ends the user's sessions beyond the `keep` most recently used ones. */
export const trimUserSessions = async (db: Db, userId: string, keep: number) => {
  await db.execute(sql`
    DELETE FROM sessions WHERE user_id = ${userId} AND id NOT IN (
      SELECT id FROM sessions WHERE user_id = ${userId}
      ORDER BY last_seen_at DESC, created_at DESC, id LIMIT ${keep}
    )`);
};

/** A live session by token hash, with its client's tenant and capability changes. */
export const selectLiveSession = async (db: Db, tokenHash: string) => {
  const [row] = await db
    .select({
      id: sessions.id,
      clientId: sessions.clientId,
      userId: sessions.userId,
      csrfHash: sessions.csrfHash,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      tenantId: tenantOfClient(sessions.clientId),
      capabilityChanges: capabilityChangesOfClient(sessions.clientId),
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
  return row;
};

export const extendSession = async (db: Db, sessionId: string, expiresAt: Date) => {
  await db.update(sessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(sessions.id, sessionId));
};

export const deleteSessionByTokenHash = async (db: Db, tokenHash: string) => {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
};

export const deleteUserSessions = async (db: Db, userId: string, exceptSessionId?: string) => {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
};

export const insertPasswordResetToken = async (db: Db, values: typeof passwordResetTokens.$inferInsert) => {
  await db.insert(passwordResetTokens).values(values);
};

/** Marks a live token used and returns it; a second caller with the same token gets nothing. */
export const consumePasswordResetToken = async (db: Db, tokenHash: string) => {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ clientId: passwordResetTokens.clientId, userId: passwordResetTokens.userId });
  return row;
};

export const expireUserPasswordResetTokens = async (db: Db, userId: string) => {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
};

/** Rows no request can use any more; counts per table. */
export const deleteStaleAuthRecords = async (db: Db) => {
  const expiredSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  const staleLinks = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, sql`now() - interval '1 day'`))
    .returning({ id: passwordResetTokens.id });
  const closedWindows = await db
    .delete(authRateLimits)
    .where(lt(authRateLimits.windowStartedAt, sql`now() - interval '1 day'`))
    .returning({ bucket: authRateLimits.bucket });
  return {
    sessions: expiredSessions.length,
    passwordResetTokens: staleLinks.length,
    rateLimitWindows: closedWindows.length,
  };
};

import type { Db } from '../../platform/db/database.ts';
import type { CapabilityChange } from '../features/index.ts';
import { extendSession, insertSession, selectLiveSession, trimUserSessions } from './auth.repository.ts';
import { generateToken, hashToken } from './tokens.ts';

/** Sessions live 30 days from the last use (sliding). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Extending on every request would write on every read; once an hour is plenty for 30 days.
const EXTEND_AFTER_MS = 60 * 60 * 1000;

/**
 * Signed-in browsers per user. A new sign-in past it ends the least recently used session, so a
 * leaked password or a script cannot pile up sessions without bound.
 */
export const MAX_SESSIONS_PER_USER = 20;

export type NewSession = { token: string; csrfToken: string; expiresAt: Date };

export const createSession = async (
  db: Db,
  input: { clientId: string; userId: string },
): Promise<NewSession> => {
  const token = generateToken();
  const csrfToken = generateToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await insertSession(db, {
    clientId: input.clientId,
    userId: input.userId,
    tokenHash: hashToken(token),
    csrfHash: hashToken(csrfToken),
    expiresAt,
  });
  await trimUserSessions(db, input.userId, MAX_SESSIONS_PER_USER);
  return { token, csrfToken, expiresAt };
};

export type ResolvedSession = {
  id: string;
  clientId: string;
  userId: string;
  tenantId: string;
  csrfHash: string;
  /** The client's capability changes, read with the session. */
  capabilityChanges: CapabilityChange[];
  /** Set when the expiry moved, so the cookie's lifetime moves with it. */
  extendedUntil?: Date;
};

/** The live session of a cookie token, sliding its expiry forward; undefined when none. */
export const resolveSession = async (db: Db, token: string): Promise<ResolvedSession | undefined> => {
  const row = await selectLiveSession(db, hashToken(token));
  if (!row) return undefined;
  const session: ResolvedSession = {
    id: row.id,
    clientId: row.clientId,
    userId: row.userId,
    tenantId: row.tenantId,
    csrfHash: row.csrfHash,
    capabilityChanges: row.capabilityChanges,
  };
  if (Date.now() - row.lastSeenAt.getTime() > EXTEND_AFTER_MS) {
    session.extendedUntil = new Date(Date.now() + SESSION_TTL_MS);
    await extendSession(db, row.id, session.extendedUntil);
  }
  return session;
};

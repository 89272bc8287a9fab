import type { Db } from '../../platform/db/database.ts';
import { deleteUserSessions } from './auth.repository.ts';

/** Signs a user out everywhere (password reset), or everywhere but one session (password change). */
export const revokeUserSessions = (db: Db, input: { userId: string; exceptSessionId?: string }) =>
  deleteUserSessions(db, input.userId, input.exceptSessionId);

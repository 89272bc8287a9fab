import type { Db } from '../../platform/db/database.ts';
import { deleteSessionByTokenHash } from './auth.repository.ts';
import { hashToken } from './tokens.ts';

export const logout = async (db: Db, token: string | undefined) => {
  if (token) await deleteSessionByTokenHash(db, hashToken(token));
};

import { SESSION_COOKIE } from '@shipdeck/domain/auth/auth.schema';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { deleteSessionByTokenHash } from './auth.repository.ts';
import { csrfTokenInvalid } from './auth-errors.ts';
import { hasValidCsrf } from './csrf.ts';
import { resolveSession } from './sessions.ts';
import { hashToken } from './tokens.ts';

/**
 * Ends the request's session. A live session needs its CSRF token, so another site cannot sign a
 * seller out behind their back; without one (expired, already gone) there is nothing to protect
 * and the browser may always clear its cookies.
 */
export const logout = async (db: Db, request: FastifyRequest) => {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const session = await resolveSession(db, token);
  if (!session) return;
  if (!hasValidCsrf(request, session.csrfHash)) throw csrfTokenInvalid();
  await deleteSessionByTokenHash(db, hashToken(token));
};

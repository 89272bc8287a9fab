import type { Db } from '../../platform/db/database.ts';
import { AppError, forbidden, notFound } from '../../platform/errors/app-error.ts';
import { getClientCapabilities } from '../features/index.ts';
import { getUser, getUserPasswordHash, updateUserPassword } from '../users/index.ts';
import { tooManyRequests } from './auth-errors.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { CHANGE_PASSWORD_LIMIT, hitRateLimit, rateLimitWait, resetRateLimit } from './rate-limiter.ts';
import { revokeUserSessions } from './revoke-user-sessions.ts';

/**
 * Changes the password after checking the old one. The e-mail in the payload, when sent, must be
 * the signed-in user's own. Every other session of the user is signed out; the one making the change
 * stays signed in.
 */
export const changePassword = async (
  db: Db,
  scope: { clientId: string; userId: string; tenantId: string; sessionId?: string },
  input: { email?: string | undefined; oldPassword: string; newPassword: string },
) => {
  const capabilities = await getClientCapabilities(db, scope);
  if (!capabilities.canChangePassword) throw forbidden('auth.error.password-change-not-allowed');
  const wait = await rateLimitWait(db, CHANGE_PASSWORD_LIMIT, scope.userId);
  if (wait > 0) throw tooManyRequests(wait);

  const passwordHash = await getUserPasswordHash(db, scope);
  if (passwordHash === undefined) throw notFound();
  if (input.email !== undefined && input.email !== (await getUser(db, scope)).email) {
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 400,
      messageKey: 'form.error.email-not-yours',
      field: 'email',
    });
  }
  if (!(await verifyPassword(passwordHash, input.oldPassword))) {
    await hitRateLimit(db, CHANGE_PASSWORD_LIMIT, scope.userId);
    throw new AppError({
      code: 'InvalidCredentials',
      status: 400,
      messageKey: 'form.error.wrong-old-password',
      field: 'oldPassword',
    });
  }
  const newPasswordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updateUserPassword(tx, scope, newPasswordHash);
    await revokeUserSessions(tx, { userId: scope.userId, exceptSessionId: scope.sessionId });
  });
  await resetRateLimit(db, CHANGE_PASSWORD_LIMIT, scope.userId);
};

import type { Db } from '../../platform/db/database.ts';
import { AppError, forbidden, notFound } from '../../platform/errors/app-error.ts';
import {
  CHANGE_PASSWORD_LIMIT,
  hashPassword,
  hitRateLimit,
  rateLimitWait,
  resetRateLimit,
  revokeUserSessions,
  tooManyRequests,
  verifyPassword,
} from '../auth/index.ts';
import { getClientCapabilities } from '../features/index.ts';
import { updateUserPassword } from './update-user-password.ts';
import { selectUser } from './users.repository.ts';

/**
 * Changes the password after checking the old one. Every other session of the user is signed
 * out; the one making the change stays signed in.
 */
export const changePassword = async (
  db: Db,
  scope: { clientId: string; userId: string; tenantId: string; sessionId?: string },
  input: { oldPassword: string; newPassword: string },
) => {
  const capabilities = await getClientCapabilities(db, scope);
  if (!capabilities.canChangePassword) throw forbidden('auth.error.password-change-not-allowed');
  const wait = await rateLimitWait(db, CHANGE_PASSWORD_LIMIT, scope.userId);
  if (wait > 0) throw tooManyRequests(wait);

  const user = await selectUser(db, scope);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    await hitRateLimit(db, CHANGE_PASSWORD_LIMIT, scope.userId);
    throw new AppError({
      code: 'InvalidCredentials',
      status: 400,
      messageKey: 'form.error.wrong-old-password',
      field: 'oldPassword',
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updateUserPassword(tx, scope, passwordHash);
    await revokeUserSessions(tx, { userId: scope.userId, exceptSessionId: scope.sessionId });
  });
  await resetRateLimit(db, CHANGE_PASSWORD_LIMIT, scope.userId);
};

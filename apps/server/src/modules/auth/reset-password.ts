import type { Db } from '../../platform/db/database.ts';
import { updateUserPassword } from '../users/index.ts';
import { consumePasswordResetToken, expireUserPasswordResetTokens } from './auth.repository.ts';
import { invalidToken } from './auth-errors.ts';
import { loginAccountKey } from './login.ts';
import { hashPassword } from './password-hashing.ts';
import { clearAttempts, LOGIN_ACCOUNT_ADDRESS_LIMIT } from './rate-limiter.ts';
import { revokeUserSessions } from './revoke-user-sessions.ts';
import { hashToken } from './tokens.ts';

/**
 * Sets a new password from a recovery link. The token works once and within its hour; every
 * session of the user is signed out and any other pending link stops working. The link works
 * whatever sign-in attempts were made on the account, and clears their delays, so a seller whose
 * account a stranger hammered signs in at once with the new password.
 */
export const resetPassword = async (db: Db, input: { token: string; password: string }) => {
  const passwordHash = await hashPassword(input.password);
  const account = await db.transaction(async (tx) => {
    const owner = await consumePasswordResetToken(tx, hashToken(input.token));
    if (!owner) throw invalidToken();
    const signsInTo = await updateUserPassword(tx, owner, passwordHash);
    await expireUserPasswordResetTokens(tx, owner.userId);
    await revokeUserSessions(tx, { userId: owner.userId });
    return signsInTo;
  });
  await clearAttempts(db, LOGIN_ACCOUNT_ADDRESS_LIMIT, loginAccountKey(account.tenantId, account.email));
};

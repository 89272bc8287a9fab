import type { Db } from '../../platform/db/database.ts';
import { findUserForLogin } from '../users/index.ts';
import { invalidCredentials, tooManyRequests } from './auth-errors.ts';
import { verifyPassword } from './password-hashing.ts';
import {
  clearAttempt,
  LOGIN_ACCOUNT_ADDRESS_LIMIT,
  LOGIN_ADDRESS_LIMIT,
  refundAttempt,
  reserveAttempt,
} from './rate-limiter.ts';
import { createSession } from './sessions.ts';
import { requireTenantBySlug } from './tenant-by-slug.ts';

/** The key of an account's sign-in attempts; a password reset clears every address's count of it. */
export const loginAccountKey = (tenantId: string, email: string) => `${tenantId}:${email.toLowerCase()}`;

/**
 * Checks the credentials on one tenant and opens a session. Each attempt is counted before the
 * password is checked, per account and address and per address, so parallel guesses cannot
 * outrun the count; past the free attempts every attempt waits a growing delay, right password
 * or not. A success clears its account's count from that address.
 */
export const login = async (
  db: Db,
  input: { tenantSlug: string; email: string; password: string; ip: string },
) => {
  const tenant = requireTenantBySlug(input.tenantSlug);
  const email = input.email.toLowerCase();
  const accountAddress = [loginAccountKey(tenant.id, email), input.ip];
  const forAccount = await reserveAttempt(db, LOGIN_ACCOUNT_ADDRESS_LIMIT, accountAddress);
  if (!forAccount.isAllowed) throw tooManyRequests(forAccount.retryAfterSeconds);
  const forAddress = await reserveAttempt(db, LOGIN_ADDRESS_LIMIT, input.ip);
  if (!forAddress.isAllowed) {
    await refundAttempt(db, LOGIN_ACCOUNT_ADDRESS_LIMIT, accountAddress);
    throw tooManyRequests(forAddress.retryAfterSeconds);
  }

  const user = await findUserForLogin(db, { tenantId: tenant.id, email });
  let isValid: boolean;
  try {
    isValid = await verifyPassword(user?.passwordHash, input.password);
  } catch (error) {
    // Turned away before checking (too many hashes waiting): the attempt was not made.
    await refundAttempt(db, LOGIN_ACCOUNT_ADDRESS_LIMIT, accountAddress);
    await refundAttempt(db, LOGIN_ADDRESS_LIMIT, input.ip);
    throw error;
  }
  if (!user || !isValid) throw invalidCredentials();
  await clearAttempt(db, LOGIN_ACCOUNT_ADDRESS_LIMIT, accountAddress);
  await refundAttempt(db, LOGIN_ADDRESS_LIMIT, input.ip);
  const session = await createSession(db, { clientId: user.clientId, userId: user.id });
  return { clientId: user.clientId, userId: user.id, session };
};

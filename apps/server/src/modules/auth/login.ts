import type { Db } from '../../platform/db/database.ts';
import { findUserForLogin } from '../users/find-user-for-login.ts';
import { invalidCredentials, tooManyRequests } from './auth-errors.ts';
import { verifyPassword } from './password-hashing.ts';
import {
  hitRateLimit,
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_ADDRESS_LIMIT,
  rateLimitWait,
  resetRateLimit,
} from './rate-limiter.ts';
import { createSession } from './sessions.ts';
import { requireTenantBySlug } from './tenant-by-slug.ts';

/**
 * Checks the credentials on one tenant and opens a session. Failures are counted per account and
 * per address; past either limit every attempt is refused, right password or not, until the window
 * passes.
 */
export const login = async (
  db: Db,
  input: { tenantSlug: string; email: string; password: string; ip: string },
) => {
  const tenant = requireTenantBySlug(input.tenantSlug);
  const email = input.email.toLowerCase();
  const accountKey = `${tenant.id}:${email}`;
  const wait = Math.max(
    await rateLimitWait(db, LOGIN_ACCOUNT_LIMIT, accountKey),
    await rateLimitWait(db, LOGIN_ADDRESS_LIMIT, input.ip),
  );
  if (wait > 0) throw tooManyRequests(wait);

  const user = await findUserForLogin(db, { tenantId: tenant.id, email });
  const isValid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !isValid) {
    await hitRateLimit(db, LOGIN_ACCOUNT_LIMIT, accountKey);
    await hitRateLimit(db, LOGIN_ADDRESS_LIMIT, input.ip);
    throw invalidCredentials();
  }
  await resetRateLimit(db, LOGIN_ACCOUNT_LIMIT, accountKey);
  const session = await createSession(db, { clientId: user.clientId, userId: user.id });
  return { clientId: user.clientId, userId: user.id, session };
};

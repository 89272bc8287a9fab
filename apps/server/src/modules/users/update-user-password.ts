import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { updateUserRow } from './users.repository.ts';

/**
 * Stores a new password hash; the auth module hashes and decides when this is allowed. Answers the
 * account the password signs in to (tenant and e-mail), so its sign-in counts can be cleared.
 */
export const updateUserPassword = async (
  db: Db,
  scope: { clientId: string; userId: string },
  passwordHash: string,
) => {
  const row = await updateUserRow(db, scope, { passwordHash });
  if (!row) throw notFound();
  return { tenantId: row.tenantId, email: row.email };
};

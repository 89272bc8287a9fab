import type { Db } from '../../platform/db/database.ts';
import { selectUserByEmail } from './users.repository.ts';

/** The user with this e-mail on this tenant, with the password hash; for the auth module only. */
export const findUserForLogin = (db: Db, input: { tenantId: string; email: string }) =>
  selectUserByEmail(db, input.tenantId, input.email.toLowerCase());

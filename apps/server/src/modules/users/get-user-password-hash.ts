import type { Db } from '../../platform/db/database.ts';
import { selectUser } from './users.repository.ts';

/** The stored hash of the user's password, for checking the old password before a change. */
export const getUserPasswordHash = async (
  db: Db,
  scope: { clientId: string; userId: string },
): Promise<string | undefined> => (await selectUser(db, scope))?.passwordHash;

import type { SessionResponse } from '@shipdeck/domain/auth/auth.schema';
import type { Db } from '../../platform/db/database.ts';
import { getClient } from '../clients/index.ts';
import { getUser } from '../users/index.ts';

/** Who is signed in: the body of register and login. */
export const getSessionView = async (
  db: Db,
  scope: { clientId: string; userId: string },
): Promise<SessionResponse> => ({
  user: await getUser(db, scope),
  client: await getClient(db, scope),
});

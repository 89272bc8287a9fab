import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { updateClientRow } from './clients.repository.ts';
import { getClient } from './get-client.ts';

/** An administrator's change of the client's deferred payment flags (allowed to defer, blocked). */
export const updateClientDeferredFlags = async (
  db: Db,
  auth: AuthContext,
  flags: { allowDeferred?: boolean; deferredPaymentBlocked?: boolean },
) => {
  await updateClientRow(db, auth.clientId, flags);
  return getClient(db, auth);
};

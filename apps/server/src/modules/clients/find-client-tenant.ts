import type { Db } from '../../platform/db/database.ts';
import { selectClient } from './clients.repository.ts';

/** The tenant a client belongs to, for work that runs without a request (jobs); null for no such client. */
export const findClientTenant = async (db: Db, clientId: string): Promise<string | null> =>
  (await selectClient(db, clientId))?.tenantId ?? null;

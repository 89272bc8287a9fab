import type { Db } from '../../platform/db/database.ts';
import { selectClient } from './clients.repository.ts';

/** The tenant a client belongs to, for work done outside a request (jobs); undefined for no such client. */
export const getClientTenantId = async (db: Db, clientId: string): Promise<string | undefined> =>
  (await selectClient(db, clientId))?.tenantId;

import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { clients } from './clients.tables.ts';

/**
 * The tenant of the client named by `clientId`, as a column of another module's query: the session and
 * API key look-ups of every request read it in the same statement instead of asking for it afterwards.
 * Every row that names a client references it, so the client is always there.
 */
export const tenantOfClient = (clientId: AnyColumn): SQL<string> =>
  sql<string>`(SELECT ${clients.tenantId} FROM ${clients} WHERE ${clients.id} = ${clientId})`;

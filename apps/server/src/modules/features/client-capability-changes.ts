import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/** One capability the client has changed from its tenant's default: [name, enabled]. */
export type CapabilityChange = [name: string, isEnabled: boolean];

/**
 * The client's capability changes, as a column of another module's query: the session look-up of every
 * request reads them in the same statement, so a list that shows what the caller may do needs no query
 * of its own for them. A JSON array, empty when the client keeps its tenant's defaults.
 *
 * The outer column is named with its table: drizzle writes a single-table query's columns bare, and a
 * bare `client_id` inside this subquery would mean the capability table's own column (every client's).
 */
export const capabilityChangesOfClient = (clientId: Column): SQL<CapabilityChange[]> => {
  const outer = sql`${sql.identifier(getTableName(clientId.table))}.${sql.identifier(clientId.name)}`;
  return sql<
    CapabilityChange[]
  >`(SELECT coalesce(json_agg(json_build_array(c.capability_name, c.enabled)), '[]'::json) FROM client_capabilities c WHERE c.client_id = ${outer})`;
};

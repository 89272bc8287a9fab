import { and, gte, isNotNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { shipments } from './shipments.tables.ts';

/**
 * The ids of a client's shipments imported with an external order id starting with `orderIdPrefix`
 * (one integration's orders) whose label exists and was created since `since`: the orders a
 * marketplace may still have to be told shipped.
 */
export const findLabelledOrderShipmentIds = async (
  db: Db,
  input: { clientId: string; orderIdPrefix: string; since: Date },
): Promise<string[]> => {
  const rows = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      and(
        sql`${shipments.clientId} = ${input.clientId}`,
        like(shipments.externalOrderId, `${input.orderIdPrefix.replace(/[\\%_]/g, '\\$&')}%`),
        isNotNull(shipments.labelCreatedAt),
        gte(shipments.labelCreatedAt, input.since),
      ),
    );
  return rows.map((row) => row.id);
};

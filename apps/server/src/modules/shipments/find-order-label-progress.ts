import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { shipments } from './shipments.tables.ts';

/** States of a bought shipment whose label job has not finished yet. */
const AWAITING_LABELS = ['PURCHASE_SUCCESS', 'RETRY', 'CARRIER_OK'];

export type OrderLabelProgress = {
  orderId: string;
  shipments: number;
  ready: number;
  /** Shipments whose label the carrier refused or that could not be made (labels ko). */
  failed: number;
  awaiting: number;
};

/**
 * How far the labels of the orders some shipments were bought in have come (one answer per order, none
 * for shipments bought in no order), read in `tx` under a lock per order: label jobs run in parallel,
 * and without it the last two to finish could each see the other still working and neither see the
 * order done. The orders are locked in one order, so two transactions cannot wait on each other.
 */
export const findOrderLabelProgress = async (
  tx: Db,
  input: { clientId: string; shipmentIds: string[] },
): Promise<OrderLabelProgress[]> => {
  if (input.shipmentIds.length === 0) return [];
  const orders = await tx
    .selectDistinct({ orderId: shipments.orderId })
    .from(shipments)
    .where(
      and(
        inArray(shipments.id, input.shipmentIds),
        eq(shipments.clientId, input.clientId),
        isNotNull(shipments.orderId),
      ),
    );
  const orderIds = orders.map((row) => row.orderId).filter((id): id is string => id !== null);
  const progress: OrderLabelProgress[] = [];
  for (const orderId of orderIds.sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`order-labels:${orderId}`}))`);
    const [counts] = await tx
      .select({
        shipments: sql<number>`count(*)::int`,
        ready: sql<number>`(count(*) FILTER (WHERE ${shipments.labelCreatedAt} IS NOT NULL))::int`,
        failed: sql<number>`(count(*) FILTER (WHERE ${shipments.state} = 'LABELS_KO'))::int`,
        awaiting: sql<number>`(count(*) FILTER (WHERE ${shipments.state} IN (${sql.join(
          AWAITING_LABELS.map((state) => sql`${state}`),
          sql`, `,
        )})))::int`,
      })
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), eq(shipments.clientId, input.clientId)));
    progress.push({
      orderId,
      shipments: counts?.shipments ?? 0,
      ready: counts?.ready ?? 0,
      failed: counts?.failed ?? 0,
      awaiting: counts?.awaiting ?? 0,
    });
  }
  return progress;
};

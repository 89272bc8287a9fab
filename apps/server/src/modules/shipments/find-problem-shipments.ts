import { MOVING_STATES, STOPPED_STATES } from '@shipdeck/domain/problems/rules/shipment-problem';
import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type ShipmentRow, shipments } from './shipments.tables.ts';

/** When a parcel last moved: the carrier's latest event, else its collection, else its label. */
export const lastMovedAtOf = (row: ShipmentRow) =>
  row.trackingMovedAt ?? row.collectedAt ?? row.labelCreatedAt ?? row.createdAt;

const lastMovedAt = sql`COALESCE(${shipments.trackingMovedAt}, ${shipments.collectedAt}, ${shipments.labelCreatedAt})`;

/**
 * One page of a client's shipments the problems inbox lists (the candidates `shipmentProblemOf` judges):
 * incidents and returns, and parcels on their way that have not moved for `stalledAfterDays` as of the later
 * of `asOf` and the carrier's last report. Oldest movement first. Archived shipments are left out.
 */
export const findProblemShipments = async (
  db: Db,
  input: { clientId: string; asOf: Date; stalledAfterDays: number; limit: number; offset: number },
): Promise<{ rows: ShipmentRow[]; total: number }> => {
  const judgedAt = sql`GREATEST(${input.asOf.toISOString()}::timestamptz, ${shipments.trackingReportedAt})`;
  const where = and(
    eq(shipments.clientId, input.clientId),
    eq(shipments.isArchived, false),
    isNotNull(shipments.labelCreatedAt),
    or(
      inArray(shipments.state, [...STOPPED_STATES]),
      and(
        inArray(shipments.state, [...MOVING_STATES]),
        sql`${lastMovedAt} <= ${judgedAt} - make_interval(days => ${input.stalledAfterDays}::int)`,
      ),
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shipments)
      .where(where)
      .orderBy(asc(lastMovedAt), asc(shipments.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(shipments).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};

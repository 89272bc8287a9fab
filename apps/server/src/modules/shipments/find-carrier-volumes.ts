import { ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import { and, eq, gte, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { shipments } from './shipments.tables.ts';

export type CarrierVolume = { carrierId: string; carrierName: string; shipments: number };

/**
 * Per carrier the client bought with since `usedSince`: how many of its shipments were bought since
 * `countedSince` (0 when none). Cancelled shipments never travelled, so they do not count.
 */
export const findCarrierVolumes = async (
  db: Db,
  input: { clientId: string; usedSince: Date; countedSince: Date },
): Promise<CarrierVolume[]> => {
  const carrierId = sql<string>`${shipments.service}->>'carrierId'`;
  const rows = await db
    .select({
      carrierId,
      carrierName: sql<string>`max(${shipments.carrierName})`,
      shipments: sql<number>`count(*) FILTER (WHERE ${shipments.orderDate} >= ${input.countedSince})`.mapWith(
        Number,
      ),
    })
    .from(shipments)
    .where(
      and(
        eq(shipments.clientId, input.clientId),
        isNotNull(shipments.orderDate),
        gte(shipments.orderDate, input.usedSince),
        notInArray(shipments.state, [ShipmentState.Canceled, ShipmentState.CancelRequested]),
        sql`${carrierId} IS NOT NULL`,
      ),
    )
    .groupBy(carrierId)
    .orderBy(sql`max(${shipments.carrierName})`);
  return rows.map((row) => ({ ...row, carrierName: row.carrierName ?? row.carrierId }));
};

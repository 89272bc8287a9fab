import type { AnalyticsRangeQuery, ByCarrier } from '@shipdeck/domain/analytics/analytics.schema';
import { DEFAULT_CURRENCY } from '@shipdeck/domain/units/units';
import type { Db } from '../../platform/db/database.ts';
import { analyticsRepository } from './analytics.repository.ts';
import { topShares } from './top-shares.ts';

/** Shipments per carrier (top 8 and Others), with each carrier's average cost of a shipment. */
export const findByCarrier = async (
  db: Db,
  input: { clientId: string } & AnalyticsRangeQuery,
): Promise<ByCarrier> => {
  const shares = topShares(await analyticsRepository.totalsBy(db, { ...input, dimension: 'carrier' }));
  return {
    ...shares,
    rows: shares.rows.map((row) => ({
      carrier: row.key,
      shipments: row.shipments,
      percentage: row.percentage,
      averageCost: Math.round(row.totalCost / row.shipments),
      currency: DEFAULT_CURRENCY,
    })),
  };
};

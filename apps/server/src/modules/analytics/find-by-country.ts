import type { AnalyticsRangeQuery, ByCountry } from '@shipdeck/domain/analytics/analytics.schema';
import type { Db } from '../../platform/db/database.ts';
import { analyticsRepository } from './analytics.repository.ts';
import { topShares } from './top-shares.ts';

/** Shipments per destination country (top 8 and Others). */
export const findByCountry = async (
  db: Db,
  input: { clientId: string } & AnalyticsRangeQuery,
): Promise<ByCountry> => {
  const shares = topShares(await analyticsRepository.totalsBy(db, { ...input, dimension: 'country' }));
  return {
    ...shares,
    rows: shares.rows.map((row) => ({
      country: row.key,
      shipments: row.shipments,
      percentage: row.percentage,
    })),
  };
};

import type { AnalyticsRangeQuery, ByContent } from '@shipdeck/domain/analytics/analytics.schema';
import type { Db } from '../../platform/db/database.ts';
import { analyticsRepository } from './analytics.repository.ts';
import { topShares } from './top-shares.ts';

/** Shipments per declared content (top 8 and Others). */
export const findByContent = async (
  db: Db,
  input: { clientId: string } & AnalyticsRangeQuery,
): Promise<ByContent> => {
  const shares = topShares(await analyticsRepository.totalsBy(db, { ...input, dimension: 'content' }));
  return {
    ...shares,
    rows: shares.rows.map((row) => ({
      content: row.key,
      shipments: row.shipments,
      percentage: row.percentage,
    })),
  };
};

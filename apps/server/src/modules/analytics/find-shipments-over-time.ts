import type { AnalyticsRangeQuery, ShipmentsOverTime } from '@shipdeck/domain/analytics/analytics.schema';
import { eachDay } from '@shipdeck/domain/analytics/rules/date-range';
import type { Db } from '../../platform/db/database.ts';
import { analyticsRepository } from './analytics.repository.ts';

/** Paid shipments per day of the range; a day without any shows 0. */
export const findShipmentsOverTime = async (
  db: Db,
  input: { clientId: string } & AnalyticsRangeQuery,
): Promise<ShipmentsOverTime> => {
  const byDay = new Map((await analyticsRepository.totalsByDay(db, input)).map((row) => [row.day, row]));
  return {
    series: eachDay(input).map((date) => ({ date, shipments: byDay.get(date)?.shipments ?? 0 })),
  };
};

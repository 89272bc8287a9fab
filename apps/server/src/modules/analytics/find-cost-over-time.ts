import type { AnalyticsRangeQuery, CostOverTime } from '@shipdeck/domain/analytics/analytics.schema';
import { eachDay } from '@shipdeck/domain/analytics/rules/date-range';
import { DEFAULT_CURRENCY } from '@shipdeck/domain/units/units';
import type { Db } from '../../platform/db/database.ts';
import { analyticsRepository } from './analytics.repository.ts';

/** What the paid shipments cost per day of the range, in minor units; a day without any shows 0. */
export const findCostOverTime = async (
  db: Db,
  input: { clientId: string } & AnalyticsRangeQuery,
): Promise<CostOverTime> => {
  const byDay = new Map((await analyticsRepository.totalsByDay(db, input)).map((row) => [row.day, row]));
  return {
    currency: DEFAULT_CURRENCY,
    series: eachDay(input).map((date) => ({ date, totalCost: byDay.get(date)?.totalCost ?? 0 })),
  };
};

import { ANALYTICS_TOP_ROWS } from '@shipdeck/domain/analytics/analytics.schema';

type Total = { key: string; shipments: number; totalCost: number };

/** Share of all shipments, 0–100 with one decimal. */
const percentageOf = (shipments: number, total: number) =>
  total === 0 ? 0 : Math.round((shipments / total) * 1000) / 10;

/**
 * The largest rows by name and the rest added up as Others (top 8), each with its share of
 * every shipment of the range.
 */
export const topShares = (totals: Total[]) => {
  const total = totals.reduce((sum, row) => sum + row.shipments, 0);
  const shown = totals.slice(0, ANALYTICS_TOP_ROWS);
  const rest = totals.slice(ANALYTICS_TOP_ROWS).reduce((sum, row) => sum + row.shipments, 0);
  return {
    total,
    rows: shown.map((row) => ({ ...row, percentage: percentageOf(row.shipments, total) })),
    others: rest === 0 ? null : { shipments: rest, percentage: percentageOf(rest, total) },
  };
};

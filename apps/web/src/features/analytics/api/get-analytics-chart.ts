import type {
  AnalyticsRangeQuery,
  ByCarrier,
  ByContent,
  ByCountry,
  CostOverTime,
  ShipmentsOverTime,
} from '@shipdeck/domain/analytics/analytics.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** What each chart endpoint answers (GET /analytics/{chart}?from&to). */
export type AnalyticsCharts = {
  shipments: ShipmentsOverTime;
  costs: CostOverTime;
  carriers: ByCarrier;
  countries: ByCountry;
  contents: ByContent;
};
export type AnalyticsChart = keyof AnalyticsCharts;

/** Analytics results stay fresh for an hour. */
const STALE_TIME_MS = 3_600_000;

export const analyticsKeys = {
  all: ['analytics'] as const,
  chart: (chart: AnalyticsChart, range: AnalyticsRangeQuery) =>
    [...analyticsKeys.all, chart, range.from, range.to] as const,
};

export const getAnalyticsChart = <Chart extends AnalyticsChart>(
  chart: Chart,
  range: AnalyticsRangeQuery,
  signal?: AbortSignal,
) =>
  apiRequest<AnalyticsCharts[Chart]>(
    `/analytics/${chart}?${new URLSearchParams({ from: range.from, to: range.to })}`,
    { signal },
  );

export const analyticsChartQueryOptions = <Chart extends AnalyticsChart>(
  chart: Chart,
  range: AnalyticsRangeQuery,
) =>
  queryOptions({
    queryKey: analyticsKeys.chart(chart, range),
    queryFn: ({ signal }) => getAnalyticsChart(chart, range, signal),
    staleTime: STALE_TIME_MS,
  });

/** One chart's figures for the range; each chart loads, fails and retries on its own. */
export const useAnalyticsChart = <Chart extends AnalyticsChart>(chart: Chart, range: AnalyticsRangeQuery) =>
  useQuery(analyticsChartQueryOptions(chart, range));

import '@mantine/charts/styles.css';
import { SimpleGrid, Stack } from '@mantine/core';
import type { AnalyticsRange } from '@shipdeck/domain/analytics/rules/date-range';
import { useTranslation } from 'react-i18next';
import { useAnalyticsChart } from '../api/get-analytics-chart.ts';
import { ChartCard } from './chart-card.tsx';
import { type ChartLabels, useChartLabels } from './chart-labels.ts';
import { ShareChart, type ShareRow } from './share-chart.tsx';
import { TimeChart } from './time-chart.tsx';

type Share = { shipments: number; percentage: number };
type Shares<Row> = { total: number; rows: Row[]; others: Share | null };

const hasNoShipments = (data: { total: number }) => data.total === 0;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The named rows, then Others (translated) when there are more than 8. */
const shareRows = <Row extends Share>(
  data: Shares<Row>,
  name: (row: Row) => { key: string; name: string; extra?: string },
  labels: ChartLabels,
): ShareRow[] => [
  ...data.rows.map((row) => ({ ...name(row), shipments: row.shipments, percentage: row.percentage })),
  ...(data.others ? [{ key: 'others', name: labels.others, ...data.others }] : []),
];

/** The five charts of the range; loaded apart from the rest of the app, with the chart library. */
export const AnalyticsCharts = ({ range }: { range: AnalyticsRange }) => {
  const { t } = useTranslation();
  const labels = useChartLabels();
  const shipments = useAnalyticsChart('shipments', range);
  const costs = useAnalyticsChart('costs', range);
  const carriers = useAnalyticsChart('carriers', range);
  const countries = useAnalyticsChart('countries', range);
  const contents = useAnalyticsChart('contents', range);
  const shareColumns = {
    shipments: t('analytics.columns.shipments'),
    percentage: t('analytics.columns.percentage'),
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard
          title={t('analytics.charts.shipments')}
          query={shipments}
          isEmpty={(data) => data.series.every((point) => point.shipments === 0)}
        >
          {(data) => (
            <TimeChart
              points={data.series.map((point) => ({ date: point.date, value: point.shipments }))}
              seriesLabel={t('analytics.columns.shipments')}
              totalLabel={t('analytics.total-shipments', {
                count: sum(data.series.map((point) => point.shipments)),
                formatted: labels.count(sum(data.series.map((point) => point.shipments))),
              })}
              formatValue={labels.count}
              formatDay={labels.day}
              isCount
            />
          )}
        </ChartCard>
        <ChartCard
          title={t('analytics.charts.costs')}
          query={costs}
          isEmpty={(data) => data.series.every((point) => point.totalCost === 0)}
        >
          {(data) => (
            <TimeChart
              points={data.series.map((point) => ({ date: point.date, value: point.totalCost }))}
              seriesLabel={t('analytics.columns.cost')}
              totalLabel={t('analytics.total-cost', {
                amount: labels.money(sum(data.series.map((point) => point.totalCost)), data.currency),
              })}
              formatValue={(value) => labels.money(value, data.currency)}
              formatDay={labels.day}
            />
          )}
        </ChartCard>
      </SimpleGrid>
      <ChartCard title={t('analytics.charts.carriers')} query={carriers} isEmpty={hasNoShipments}>
        {(data) => (
          <ShareChart
            rows={shareRows(
              data,
              (row) => ({
                key: row.carrier,
                name: labels.carrier(row.carrier),
                extra: labels.money(row.averageCost, row.currency),
              }),
              labels,
            )}
            columns={{
              ...shareColumns,
              name: t('analytics.columns.carrier'),
              extra: t('analytics.columns.average-cost'),
            }}
            formatCount={labels.count}
            formatPercent={labels.percent}
          />
        )}
      </ChartCard>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard title={t('analytics.charts.countries')} query={countries} isEmpty={hasNoShipments}>
          {(data) => (
            <ShareChart
              rows={shareRows(
                data,
                (row) => ({ key: row.country, name: labels.country(row.country) }),
                labels,
              )}
              columns={{ ...shareColumns, name: t('analytics.columns.country') }}
              formatCount={labels.count}
              formatPercent={labels.percent}
            />
          )}
        </ChartCard>
        <ChartCard title={t('analytics.charts.contents')} query={contents} isEmpty={hasNoShipments}>
          {(data) => (
            <ShareChart
              rows={shareRows(
                data,
                (row) => ({ key: row.content, name: labels.content(row.content) }),
                labels,
              )}
              columns={{ ...shareColumns, name: t('analytics.columns.content') }}
              formatCount={labels.count}
              formatPercent={labels.percent}
            />
          )}
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
};

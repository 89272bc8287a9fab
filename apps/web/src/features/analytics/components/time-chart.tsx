import { AreaChart } from '@mantine/charts';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { axisTicks } from '@shipdeck/domain/analytics/rules/axis-ticks';
import { CHART_HEIGHT } from './chart-card.tsx';

type Props = {
  /** One point a day, every day of the range. */
  points: { date: string; value: number }[];
  seriesLabel: string;
  totalLabel: string;
  formatValue: (value: number) => string;
  formatDay: (day: string) => string;
  /** Counts: the value axis marks whole numbers only (no "0.75 shipments"). */
  isCount?: boolean;
};

/**
 * A value per day as an area over the range, its days labelled by the tick spacing rule; the total
 * above it, and the same figures as a table for screen readers.
 */
export const TimeChart = ({
  points,
  seriesLabel,
  totalLabel,
  formatValue,
  formatDay,
  isCount = false,
}: Props) => {
  const days = points.map((point) => point.date);
  return (
    <>
      <Text size="sm" mb="xs">
        {totalLabel}
      </Text>
      <AreaChart
        h={CHART_HEIGHT}
        data={points}
        dataKey="date"
        series={[{ name: 'value', label: seriesLabel, color: 'indigo.7' }]}
        curveType="monotone"
        valueFormatter={formatValue}
        xAxisProps={{ ticks: axisTicks(days), interval: 0, tickFormatter: formatDay }}
        yAxisProps={{ allowDecimals: !isCount }}
        // Room on the right for the last day's label, centred on the chart's edge.
        areaChartProps={{ margin: { right: 24 } }}
        // Recharts asks for a label with no point under the pointer too.
        tooltipProps={{ labelFormatter: (day) => (typeof day === 'string' && day ? formatDay(day) : '') }}
        aria-hidden
      />
      <VisuallyHidden>
        <Table>
          <caption>{seriesLabel}</caption>
          <Table.Tbody>
            {points.map((point) => (
              <Table.Tr key={point.date}>
                <Table.Th scope="row">{formatDay(point.date)}</Table.Th>
                <Table.Td>{formatValue(point.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
};

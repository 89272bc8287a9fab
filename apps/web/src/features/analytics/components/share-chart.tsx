import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { CHART_HEIGHT } from './chart-card.tsx';

export type ShareRow = { key: string; name: string; shipments: number; percentage: number; extra?: string };

type Props = {
  rows: ShareRow[];
  columns: { name: string; shipments: string; percentage: string; extra?: string };
  formatCount: (value: number) => string;
  formatPercent: (percentage: number) => string;
};

/** Shipments per carrier, country or content: bars, then the same rows as a table with their shares. */
export const ShareChart = ({ rows, columns, formatCount, formatPercent }: Props) => (
  <>
    <BarChart
      h={CHART_HEIGHT}
      data={rows.map((row) => ({ name: row.name, shipments: row.shipments }))}
      dataKey="name"
      orientation="vertical"
      series={[{ name: 'shipments', label: columns.shipments, color: 'teal.8' }]}
      valueFormatter={formatCount}
      yAxisProps={{ width: 120 }}
      aria-hidden
    />
    <Table mt="sm" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{columns.name}</Table.Th>
          <Table.Th>{columns.shipments}</Table.Th>
          <Table.Th>{columns.percentage}</Table.Th>
          {columns.extra ? <Table.Th>{columns.extra}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row">{row.name}</Table.Th>
            <Table.Td>{formatCount(row.shipments)}</Table.Td>
            <Table.Td>{formatPercent(row.percentage)}</Table.Td>
            {columns.extra ? <Table.Td>{row.extra ?? ''}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </>
);

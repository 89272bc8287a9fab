import {
  Alert,
  Box,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import type { ShipmentSort } from '@shipdeck/domain/shipments/shipment-filters.schema';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import type { CopyKind } from '../api/copy-shipment.ts';
import type { useShipmentList } from '../hooks/use-shipment-list.ts';
import { useWindowRows } from '../hooks/use-window-rows.ts';
import type { RowActionHandlers } from './row-actions.tsx';
import { LIST_COLUMNS, ROW_HEIGHT, ShipmentRow } from './shipment-row.tsx';

/** The next page is asked for when the end of the list is within 500 px. */
export const INFINITE_SCROLL_ROOT_MARGIN = '500px';

type ShipmentListProps = RowActionHandlers & {
  list: ReturnType<typeof useShipmentList>;
  sort?: ShipmentSort;
  onSort: () => void;
  selected: ReadonlySet<string>;
  onToggle: (reference: string) => void;
  onToggleAll: (rows: ShipmentView[], isAll: boolean) => void;
  busy: { reference: string; kind: CopyKind } | undefined;
  /** Shown for NEW_USER, EMPTY and EMPTY_FILTER. */
  emptyContent: ReactNode;
};

const headerCell = {
  minWidth: 0,
  padding: 0,
  fontSize: 'var(--mantine-font-size-sm)',
  fontWeight: 600,
} as const;

export const ShipmentList = ({
  list,
  sort,
  onSort,
  selected,
  onToggle,
  onToggleAll,
  busy,
  emptyContent,
  ...handlers
}: ShipmentListProps) => {
  const { t } = useTranslation();
  const { content, rows } = list;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const range = useWindowRows({ count: rows.length, rowHeight: ROW_HEIGHT, overscan: 10, bodyRef });

  const canLoadMore = content === 'SHIPMENTS' && list.hasMore;
  const { loadNextPage } = list;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new observer after each page re-checks a sentinel still in view.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!canLoadMore || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadNextPage();
      },
      { rootMargin: INFINITE_SCROLL_ROOT_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadMore, loadNextPage, rows.length]);

  if (content === 'LOADING') return <LoadingState label={t('shipments.list.loading')} />;
  if (content === 'ERROR') return <ErrorState message={t('shipments.list.error')} onRetry={list.retry} />;
  if (content === 'NEW_USER' || content === 'EMPTY' || content === 'EMPTY_FILTER') return <>{emptyContent}</>;

  const selectedCount = rows.filter((row) => selected.has(row.reference)).length;
  const isAll = rows.length > 0 && selectedCount === rows.length;
  const ariaSort = sort === 'service_asc' ? 'ascending' : sort === 'service_desc' ? 'descending' : 'none';
  const SortIcon =
    sort === 'service_asc'
      ? IconSortAscending
      : sort === 'service_desc'
        ? IconSortDescending
        : IconArrowsSort;

  return (
    <Box style={{ overflowX: 'auto' }}>
      <table
        aria-label={t('shipments.list.title')}
        aria-rowcount={list.totalElements + 1}
        style={{ display: 'block', minWidth: 896, borderCollapse: 'collapse' }}
      >
        <thead style={{ display: 'block' }}>
          <tr
            aria-rowindex={1}
            style={{
              display: 'grid',
              gridTemplateColumns: LIST_COLUMNS,
              alignItems: 'center',
              gap: 'var(--mantine-spacing-xs)',
              paddingInline: 'var(--mantine-spacing-xs)',
              paddingBlock: 'var(--mantine-spacing-xs)',
              borderBottom: '2px solid var(--mantine-color-gray-4)',
              textAlign: 'left',
            }}
          >
            <th style={headerCell}>
              <Checkbox
                aria-label={t('shipments.list.select-all')}
                checked={isAll}
                indeterminate={selectedCount > 0 && !isAll}
                onChange={() => onToggleAll(rows, isAll)}
              />
            </th>
            <th style={headerCell}>{t('shipments.list.columns.shipment')}</th>
            <th style={headerCell}>{t('shipments.list.columns.recipient')}</th>
            <th aria-sort={ariaSort} style={headerCell}>
              <UnstyledButton onClick={onSort} aria-label={t('shipments.list.sort-by-service')}>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {t('shipments.list.columns.service')}
                  </Text>
                  <SortIcon size={16} aria-hidden />
                </Group>
              </UnstyledButton>
            </th>
            <th style={headerCell}>{t('shipments.list.columns.status')}</th>
            <th style={{ ...headerCell, textAlign: 'right' }}>{t('shipments.list.columns.price')}</th>
            <th style={{ ...headerCell, textAlign: 'right' }}>{t('shipments.list.columns.actions')}</th>
          </tr>
        </thead>
        <tbody
          ref={bodyRef}
          style={{ display: 'block', position: 'relative', height: rows.length * ROW_HEIGHT }}
        >
          {rows.slice(range.start, range.end).map((shipment, offset) => {
            const index = range.start + offset;
            return (
              <ShipmentRow
                key={shipment.reference}
                shipment={shipment}
                rowIndex={index + 2}
                isSelected={selected.has(shipment.reference)}
                onToggle={onToggle}
                busyKind={busy?.reference === shipment.reference ? busy.kind : undefined}
                style={{ position: 'absolute', top: index * ROW_HEIGHT, left: 0, width: '100%' }}
                {...handlers}
              />
            );
          })}
        </tbody>
      </table>
      <div ref={sentinelRef} aria-hidden data-list-end style={{ height: 1 }} />
      {content === 'LOADING_NEXT_PAGE' ? (
        <Center py="md" role="status">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('shipments.list.loading-more')}</Text>
          </Group>
        </Center>
      ) : null}
      {content === 'ERROR_NEXT_PAGE' ? (
        <Alert color="red" role="alert" mt="md">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('shipment-list.error.fetching-shipments')}</Text>
            <Button variant="light" color="red" onClick={list.retry}>
              {t('states.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {content === 'SHIPMENTS' && !list.hasMore && rows.length > 0 ? (
        <Text size="xs" c="dimmed" ta="center" py="md">
          {list.isTotalCapped
            ? t('shipments.list.end-capped', { count: list.totalElements })
            : t('shipments.list.end', { count: list.totalElements })}
        </Text>
      ) : null}
    </Box>
  );
};

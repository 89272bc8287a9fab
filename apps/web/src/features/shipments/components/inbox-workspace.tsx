import { Flex, Stack } from '@mantine/core';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import type { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { markFirstScreenShown } from '../../../shared/first-screen/first-screen.ts';
import { lazyLater } from '../../../shared/later-parts/lazy-later.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { useReopenBulkPayment, withReopenedRows } from '../../bulk-payment/index.ts';
import type { ShipmentPanelKind } from '../../shipment-panels/index.ts';
import { registerNotificationHandlers, setViewingInbox } from '../hooks/inbox-notifications.ts';
import { useCountsRefresh } from '../hooks/use-counts-refresh.ts';
import { useRowCopy } from '../hooks/use-row-copy.tsx';
import { useRowDelete } from '../hooks/use-row-delete.ts';
import { useRowSelection } from '../hooks/use-row-selection.ts';
import { useSelectedShipments } from '../hooks/use-selected-shipments.ts';
import { useShipmentList } from '../hooks/use-shipment-list.ts';
import {
  areFilterRulesLoaded,
  countPanelFilters,
  hasFilterValues,
  listFromSearch,
  loadFilterRules,
  nextSort,
  PANEL_FILTER_FIELDS,
  subscribeFilterRules,
  withFilters,
  withSort,
} from '../rules/list-search-params.ts';
import { BulkBar } from './bulk-bar.tsx';
import { DeleteDialog } from './delete-dialog.tsx';
import { ListEmptyState } from './empty-states.tsx';
import { InboxPicker, InboxSidebar } from './inbox-sidebar.tsx';
import { ShipmentList } from './shipment-list.tsx';
import { ShipmentsToolbar } from './shipments-toolbar.tsx';
import { useInboxLabel } from './use-inbox-label.ts';
import type { WorkspacePanel } from './workspace-panel.ts';

// The panels load when first opened: the list is what the first screen needs.
const FiltersPanel = lazyLater(async () => (await import('./filters-panel.tsx')).FiltersPanel);
const ExportPanel = lazyLater(async () => (await import('./export-panel.tsx')).ExportPanel);
const CsvImportModal = lazyLater(async () => (await import('../../csv-import/index.ts')).CsvImportModal);
const BulkPanel = lazyLater(async () => (await import('../../bulk/index.ts')).BulkPanel);
const ShipmentPanel = lazyLater(async () => (await import('../../shipment-panels/index.ts')).ShipmentPanel);

/** The shipments workspace of one inbox: sidebar, header tools, list, panels. */
export const InboxWorkspace = ({ inbox }: { inbox: Inbox }) => {
  const labelOf = useInboxLabel();
  useDocumentTitle(labelOf(inbox), useInit().tenant.brandName);
  const [searchParams, setSearchParams] = useSearchParams();
  const searchKey = searchParams.toString();
  const areRulesLoaded = useSyncExternalStore(subscribeFilterRules, areFilterRulesLoaded);
  const isMountedRef = useRef(true);
  useEffect(() => {
    isMountedRef.current = true;
    loadFilterRules().catch(() => {
      // Asked for again by the next search or filter.
    });
    return () => {
      isMountedRef.current = false;
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string's text is its identity.
  const { filters, sort } = useMemo(() => listFromSearch(searchParams), [searchKey, areRulesLoaded]);
  const list = useShipmentList({ inbox, filters, sort });
  // Its rows (or its empty or error state) are what the first screen is for: the shell's background calls may start.
  useEffect(() => {
    if (list.content !== 'LOADING') markFirstScreenShown();
  }, [list.content]);
  const [panel, setPanel] = useState<WorkspacePanel | undefined>();
  // A panel stays mounted once opened so that it can animate out and keep its state.
  const [openedPanels, setOpenedPanels] = useState<ReadonlySet<string>>(new Set());
  const openPanel = useCallback((next: WorkspacePanel) => {
    setOpenedPanels((current) => new Set(current).add(next.kind === 'bulk' ? 'bulk' : next.kind));
    setPanel(next);
  }, []);
  const closePanel = useCallback(() => setPanel(undefined), []);
  // A new list starts with nothing selected.
  const { selected, toggle, toggleAll, selectOnly, unselect } = useRowSelection(
    JSON.stringify([inbox, filters, sort]),
  );
  const rowDelete = useRowDelete({
    onDeleted: (reference) => {
      list.removeRows([reference]);
      unselect(reference);
    },
  });
  const { busy, onCopy } = useRowCopy();

  useCountsRefresh();
  useEffect(() => {
    registerNotificationHandlers();
    setViewingInbox(inbox);
    return () => setViewingInbox(undefined);
  }, [inbox]);

  const updateSearch = (next: URLSearchParams, replace = false) => {
    if (areFilterRulesLoaded() || !hasFilterValues(next)) {
      setSearchParams(next, { replace });
      return;
    }
    // A search typed before the rules are in (they load as the list shows) waits for them.
    const apply = () => {
      if (isMountedRef.current) setSearchParams(next, { replace });
    };
    void loadFilterRules().then(apply, apply);
  };
  const clearFilters = () =>
    updateSearch(
      withFilters(searchParams, Object.fromEntries(['q', ...PANEL_FILTER_FIELDS].map((f) => [f, '']))),
    );

  // Book selects the row and opens the bulk payment panel. Only that row: a seller
  // booking one shipment must not find others of an earlier selection in the same payment.
  const onBook = useCallback(
    (shipment: ShipmentView) => {
      selectOnly([shipment.reference]);
      openPanel({ kind: 'bulk', flow: 'payment' });
    },
    [openPanel, selectOnly],
  );
  const onOpenPanel = useCallback(
    (kind: ShipmentPanelKind, shipment: ShipmentView) => openPanel({ kind, reference: shipment.reference }),
    [openPanel],
  );

  // Back from PayPal, or a pending payment selection, reopens the bulk payment.
  const reopen = useReopenBulkPayment({
    onSelect: selectOnly,
    onOpenPayment: () => openPanel({ kind: 'bulk', flow: 'payment' }),
  });
  const knownRows = useMemo(() => withReopenedRows(list.rows, reopen.rows), [list.rows, reopen.rows]);
  const selectedRows = useSelectedShipments(knownRows, selected);
  const selectedCount = selectedRows.length;
  const shipmentPanel = panel && panel.kind !== 'bulk' && 'reference' in panel ? panel : undefined;

  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align="flex-start">
      <InboxSidebar current={inbox} />
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }} w="100%">
        <InboxPicker current={inbox} />
        <ShipmentsToolbar
          inbox={inbox}
          search={filters.q ?? ''}
          onSearch={(text) => updateSearch(withFilters(searchParams, { q: text }), true)}
          activeFilterCount={countPanelFilters(filters)}
          onOpenFilters={() => openPanel({ kind: 'filters' })}
          onOpenExport={() => openPanel({ kind: 'export' })}
          onOpenImport={() => openPanel({ kind: 'import' })}
        />
        <ShipmentList
          list={list}
          sort={sort}
          onSort={() => updateSearch(withSort(searchParams, nextSort(sort)))}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          busy={busy}
          onBook={onBook}
          onOpenPanel={onOpenPanel}
          onDelete={rowDelete.onDelete}
          onCopy={onCopy}
          emptyContent={
            <ListEmptyState
              content={list.content}
              inboxLabel={labelOf(inbox)}
              onClearFilters={clearFilters}
            />
          }
        />
      </Stack>
      <Suspense fallback={null}>
        {openedPanels.has('filters') ? (
          <FiltersPanel
            opened={panel?.kind === 'filters'}
            onClose={closePanel}
            inbox={inbox}
            filters={filters}
            onApply={(values) => updateSearch(withFilters(searchParams, values))}
          />
        ) : null}
        {openedPanels.has('export') ? (
          <ExportPanel
            opened={panel?.kind === 'export'}
            onClose={closePanel}
            inbox={inbox}
            filters={filters}
          />
        ) : null}
        {openedPanels.has('import') ? (
          <CsvImportModal opened={panel?.kind === 'import'} onClose={closePanel} />
        ) : null}
        {openedPanels.has('bulk') ? (
          <BulkPanel
            opened={panel?.kind === 'bulk'}
            flow={panel?.kind === 'bulk' ? panel.flow : 'actions'}
            onFlowChange={(flow) => openPanel({ kind: 'bulk', flow })}
            shipments={selectedRows}
            onClose={closePanel}
            onSelect={selectOnly}
          />
        ) : null}
        {shipmentPanel ? (
          <ShipmentPanel
            key={`${shipmentPanel.kind}:${shipmentPanel.reference}`}
            kind={shipmentPanel.kind}
            reference={shipmentPanel.reference}
            opened
            onClose={closePanel}
            onGoToPayment={(reference) => void reopen.payFor([reference])}
            onChooseService={(reference) => openPanel({ kind: 'services', reference })}
          />
        ) : null}
      </Suspense>
      <DeleteDialog
        reference={rowDelete.toDelete?.reference}
        isPending={rowDelete.isPending}
        onConfirm={() => void rowDelete.confirmDelete()}
        onCancel={rowDelete.cancelDelete}
      />
      <BulkBar
        count={selectedCount}
        onClear={() => selectOnly([])}
        onOpen={() => openPanel({ kind: 'bulk', flow: 'actions' })}
      />
    </Flex>
  );
};

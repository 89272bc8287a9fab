import { Anchor, Flex, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import type { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDeleteShipments } from '../../../shared/api/delete-shipments.ts';
import { shipmentKeys } from '../../../shared/api/shipment-keys.ts';
import { apiErrorText, translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { useReopenBulkPayment, withReopenedRows } from '../../bulk-payment/index.ts';
import type { ShipmentPanelKind } from '../../shipment-panels/index.ts';
import { type CopyKind, useCopyShipment } from '../api/copy-shipment.ts';
import { registerNotificationHandlers, setViewingInbox } from '../hooks/inbox-notifications.ts';
import { useCountsRefresh } from '../hooks/use-counts-refresh.ts';
import { useShipmentList } from '../hooks/use-shipment-list.ts';
import {
  countPanelFilters,
  listFromSearch,
  nextSort,
  PANEL_FILTER_FIELDS,
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
const FiltersPanel = lazy(async () => ({ default: (await import('./filters-panel.tsx')).FiltersPanel }));
const ExportPanel = lazy(async () => ({ default: (await import('./export-panel.tsx')).ExportPanel }));
const BulkPanel = lazy(async () => ({
  default: (await import('../../bulk/index.ts')).BulkPanel,
}));
const ShipmentPanel = lazy(async () => ({
  default: (await import('../../shipment-panels/index.ts')).ShipmentPanel,
}));

/** The shipments workspace of one inbox: sidebar, header tools, list, panels. */
export const InboxWorkspace = ({ inbox }: { inbox: Inbox }) => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const labelOf = useInboxLabel();
  useDocumentTitle(labelOf(inbox), useInit().tenant.brandName);
  const [searchParams, setSearchParams] = useSearchParams();
  const searchKey = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string's text is its identity.
  const { filters, sort } = useMemo(() => listFromSearch(searchParams), [searchKey]);
  const list = useShipmentList({ inbox, filters, sort });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [panel, setPanel] = useState<WorkspacePanel | undefined>();
  // A panel stays mounted once opened so that it can animate out and keep its state.
  const [openedPanels, setOpenedPanels] = useState<ReadonlySet<string>>(new Set());
  const openPanel = useCallback((next: WorkspacePanel) => {
    setOpenedPanels((current) => new Set(current).add(next.kind === 'bulk' ? 'bulk' : next.kind));
    setPanel(next);
  }, []);
  const closePanel = useCallback(() => setPanel(undefined), []);
  const [toDelete, setToDelete] = useState<ShipmentView | undefined>();
  const [busy, setBusy] = useState<{ reference: string; kind: CopyKind } | undefined>();
  const deleteMutation = useDeleteShipments();
  const copyMutation = useCopyShipment();

  useCountsRefresh();
  useEffect(() => {
    registerNotificationHandlers();
    setViewingInbox(inbox);
    return () => setViewingInbox(undefined);
  }, [inbox]);

  // A new list starts with nothing selected.
  const listKey = JSON.stringify([inbox, filters, sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the list changes.
  useEffect(() => setSelected(new Set()), [listKey]);

  const toggle = useCallback((reference: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(reference)) next.add(reference);
      return next;
    });
  }, []);
  const toggleAll = useCallback((rows: ShipmentView[], isAll: boolean) => {
    setSelected(isAll ? new Set() : new Set(rows.map((row) => row.reference)));
  }, []);

  const updateSearch = (next: URLSearchParams, replace = false) => setSearchParams(next, { replace });
  const clearFilters = () =>
    updateSearch(
      withFilters(searchParams, Object.fromEntries(['q', ...PANEL_FILTER_FIELDS].map((f) => [f, '']))),
    );

  // Book selects the row and opens the bulk payment panel. Only that row: a seller
  // booking one shipment must not find others of an earlier selection in the same payment.
  const onBook = useCallback(
    (shipment: ShipmentView) => {
      setSelected(new Set([shipment.reference]));
      openPanel({ kind: 'bulk', flow: 'payment' });
    },
    [openPanel],
  );
  const onOpenPanel = useCallback(
    (kind: ShipmentPanelKind, shipment: ShipmentView) => openPanel({ kind, reference: shipment.reference }),
    [openPanel],
  );

  const onDelete = useCallback((shipment: ShipmentView) => setToDelete(shipment), []);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const reference = toDelete.reference;
    try {
      const result = await deleteMutation.mutateAsync([reference]);
      const failure = result.failed.find((entry) => entry.reference === reference);
      if (failure) {
        showErrorToast(translateMessageKey(t, failure.message));
      } else {
        list.removeRows([reference]);
        setSelected((current) => {
          const next = new Set(current);
          next.delete(reference);
          return next;
        });
        showSuccessToast(t('shipments.delete.done', { count: 1 }));
        void queryClient.invalidateQueries({ queryKey: shipmentKeys.stats() });
      }
      setToDelete(undefined);
    } catch (error) {
      showErrorToast(apiErrorText(t, error));
    }
  };

  const onCopy = useCallback(
    async (shipment: ShipmentView, kind: CopyKind) => {
      setBusy({ reference: shipment.reference, kind });
      try {
        const created = await copyMutation.mutateAsync({ reference: shipment.reference, kind });
        const target = paths.checkoutEdit(created.reference);
        if (kind === 'duplicate') window.open(target, '_blank', 'noopener');
        notifications.show({
          color: 'green',
          withBorder: true,
          autoClose: 10_000,
          message: (
            <Stack gap={4}>
              <Text size="sm">
                {t(kind === 'duplicate' ? 'shipments.copy.duplicated' : 'shipments.copy.returned', {
                  reference: created.reference,
                })}
              </Text>
              <Anchor
                href={target}
                size="sm"
                onClick={(event) => {
                  event.preventDefault();
                  void navigate(target);
                }}
              >
                {t('shipments.copy.open', { reference: created.reference })}
              </Anchor>
            </Stack>
          ),
        });
        void queryClient.invalidateQueries({ queryKey: shipmentKeys.stats() });
      } catch (error) {
        showErrorToast(apiErrorText(t, error));
      } finally {
        setBusy(undefined);
      }
    },
    [copyMutation, navigate, paths, queryClient, t],
  );

  // Back from PayPal, or a pending payment selection, reopens the bulk payment.
  const reopen = useReopenBulkPayment({
    onSelect: (references) => setSelected(new Set(references)),
    onOpenPayment: () => openPanel({ kind: 'bulk', flow: 'payment' }),
  });
  const selectedRows = useMemo(
    () => withReopenedRows(list.rows, reopen.rows).filter((row) => selected.has(row.reference)),
    [list.rows, reopen.rows, selected],
  );
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
          onDelete={onDelete}
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
        {openedPanels.has('bulk') ? (
          <BulkPanel
            opened={panel?.kind === 'bulk'}
            flow={panel?.kind === 'bulk' ? panel.flow : 'actions'}
            onFlowChange={(flow) => openPanel({ kind: 'bulk', flow })}
            shipments={selectedRows}
            onClose={closePanel}
            onSelect={(references) => setSelected(new Set(references))}
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
        reference={toDelete?.reference}
        isPending={deleteMutation.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(undefined)}
      />
      <BulkBar
        count={selectedCount}
        onClear={() => setSelected(new Set())}
        onOpen={() => openPanel({ kind: 'bulk', flow: 'actions' })}
      />
    </Flex>
  );
};

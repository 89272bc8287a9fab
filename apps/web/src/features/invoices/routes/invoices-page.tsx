import { Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useGetInvoice } from '../api/get-invoice.ts';
import { useInvoices, useInvoicesLiveUpdates } from '../api/get-invoices.ts';
import { BulkInvoicesPanel } from '../components/bulk-invoices-panel.tsx';
import { downloadFile } from '../components/download-file.ts';
import { InvoicesTable } from '../components/invoices-table.tsx';

/**
 * /settings/billing/invoices, under the billing tabs: the client's invoices and credit notes, one by one
 * or many in a ZIP.
 */
export const InvoicesPage = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page - 1);
  useInvoicesLiveUpdates();
  const getInvoice = useGetInvoice();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulk, setBulk] = useState<string[] | null>(null);

  const toggle = (reference: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(reference)) next.add(reference);
      return next;
    });
  const toggleAll = (isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const invoice of invoices.data?.invoices ?? [])
        if (isSelected) next.add(invoice.reference);
        else next.delete(invoice.reference);
      return next;
    });
  const download = async (reference: string) => {
    try {
      downloadFile((await getInvoice.mutateAsync(reference)).url);
    } catch {
      showErrorToast(t('invoice.download-error'));
    }
  };

  const totalPages = invoices.data?.pagination.totalPages ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed">
          {t('invoice.subtitle')}
        </Text>
        <Button
          leftSection={<IconFileZip size={18} aria-hidden />}
          disabled={selected.size === 0}
          onClick={() => setBulk([...selected])}
        >
          {t('invoice.download-selected', { count: selected.size })}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        {invoices.isPending ? (
          <LoadingState />
        ) : invoices.isError ? (
          <ErrorState onRetry={() => void invoices.refetch()} />
        ) : invoices.data.invoices.length === 0 ? (
          <EmptyState title={t('invoice.table.empty')} />
        ) : (
          <Stack gap="md">
            <InvoicesTable
              invoices={invoices.data.invoices}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              onDownload={(reference) => void download(reference)}
              downloading={getInvoice.isPending ? (getInvoice.variables ?? null) : null}
            />
            {totalPages > 1 ? (
              <Pagination
                total={totalPages}
                value={Math.min(page, totalPages)}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`invoice.pager.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('invoice.pager.page', { page: item }) })}
              />
            ) : null}
          </Stack>
        )}
      </Paper>
      <BulkInvoicesPanel opened={bulk !== null} references={bulk ?? []} onClose={() => setBulk(null)} />
    </Stack>
  );
};

import { ActionIcon, Badge, Checkbox, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import type { InvoiceSummary } from '@shipdeck/domain/invoices/invoices.schema';
import { formatMoney } from '@shipdeck/domain/money/money';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The date and time an invoice was issued, as the reader's locale writes them. */
const formatIssued = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));

/** A tinted badge whose text keeps 4.5:1 on its tint, as the shipment status badge draws it. */
const readableBadge = (color: string) => ({
  root: {
    background: `var(--mantine-color-${color}-0)`,
    border: `1px solid var(--mantine-color-${color}-3)`,
  },
  label: { color: `color-mix(in srgb, var(--mantine-color-${color}-9), black 25%)` },
});

/** One page of invoices: a select-all checkbox for the page, one per row, and a download per row. */
export const InvoicesTable = ({
  invoices,
  selected,
  onToggle,
  onToggleAll,
  onDownload,
  downloading,
}: {
  invoices: InvoiceSummary[];
  selected: ReadonlySet<string>;
  onToggle: (reference: string) => void;
  onToggleAll: (isSelected: boolean) => void;
  onDownload: (reference: string) => void;
  downloading: string | null;
}) => {
  const { t, i18n } = useTranslation();
  const selectedOnPage = invoices.filter((invoice) => selected.has(invoice.reference)).length;
  const isAllSelected = invoices.length > 0 && selectedOnPage === invoices.length;

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('invoice.table.label')} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('invoice.table.select-all')}
                checked={isAllSelected}
                indeterminate={selectedOnPage > 0 && !isAllSelected}
                onChange={() => onToggleAll(!isAllSelected)}
              />
            </Table.Th>
            <Table.Th>{t('invoice.table.reference')}</Table.Th>
            <Table.Th>{t('invoice.table.date')}</Table.Th>
            <Table.Th ta="right">{t('invoice.table.amount')}</Table.Th>
            <Table.Th>{t('invoice.table.status')}</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>{t('invoice.table.download-column')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const downloadLabel = t('invoice.table.download', { reference: invoice.reference });
            return (
              <Table.Tr key={invoice.reference}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('invoice.table.select', { reference: invoice.reference })}
                    checked={selected.has(invoice.reference)}
                    onChange={() => onToggle(invoice.reference)}
                  />
                </Table.Td>
                <Table.Td>
                  {invoice.reference}
                  {invoice.kind === 'CREDIT_NOTE' ? (
                    <Badge ml="xs" size="sm" variant="light" color="gray" styles={readableBadge('gray')}>
                      {t('invoice.table.credit-note')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{formatIssued(invoice.createdAt, i18n.language)}</Table.Td>
                <Table.Td ta="right">
                  {formatMoney(invoice.price.totalPrice, {
                    currency: invoice.price.currency,
                    locale: i18n.language,
                  })}
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={invoice.paid ? 'green' : 'yellow'}
                    styles={readableBadge(invoice.paid ? 'green' : 'yellow')}
                  >
                    {invoice.paid ? t('invoice.table.paid') : t('invoice.table.unpaid')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Tooltip label={invoice.hasInvoicePdf ? downloadLabel : t('invoice.table.preparing')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={downloadLabel}
                      disabled={!invoice.hasInvoicePdf}
                      loading={downloading === invoice.reference}
                      onClick={() => onDownload(invoice.reference)}
                    >
                      <IconDownload size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

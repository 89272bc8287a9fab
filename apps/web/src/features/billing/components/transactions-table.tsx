import { Anchor, Table } from '@mantine/core';
import { formatMoney } from '@shipdeck/domain/money/money';
import type { Transaction } from '@shipdeck/domain/transactions/transactions.schema';
import { useTranslation } from 'react-i18next';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** When the money moved, in the reader's language and time zone. */
const formatDateTime = (iso: string, language: string) => {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
};

/** One row a transaction: its order reference, date, kind and amount (a refund is negative). */
export const TransactionsTable = ({ transactions }: { transactions: Transaction[] }) => {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('billing.transactions.table.label')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.transactions.table.reference')}</Table.Th>
            <Table.Th>{t('billing.transactions.table.date')}</Table.Th>
            <Table.Th>{t('billing.transactions.table.type')}</Table.Th>
            <Table.Th ta="right">{t('billing.transactions.table.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.map((transaction) => (
            <Table.Tr key={`${transaction.type}-${transaction.orderReference}-${transaction.orderDate}`}>
              <Table.Td>
                {transaction.url ? (
                  <Anchor href={transaction.url} target="_blank" rel="noopener">
                    {transaction.orderReference}
                  </Anchor>
                ) : (
                  transaction.orderReference
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(transaction.orderDate, i18n.language)}</Table.Td>
              <Table.Td>{t(`billing.transactions.types.${transaction.type}`)}</Table.Td>
              <Table.Td ta="right">
                {formatMoney(transaction.totalPrice, {
                  currency: transaction.currency,
                  locale: i18n.language,
                })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

import { Pagination, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useTransactions } from '../api/get-transactions.ts';
import { TransactionsFilters } from '../components/transactions-filters.tsx';
import { TransactionsTable } from '../components/transactions-table.tsx';
import { useTransactionFilters } from '../hooks/use-transaction-filters.ts';

/** /settings/billing/transactions: every payment, refund and subscription billing, 10 a page. */
export const TransactionsPage = () => {
  const { t } = useTranslation();
  const filters = useTransactionFilters();
  const transactions = useTransactions(filters.query);
  const isAsked = filters.query !== null;
  const data = isAsked ? transactions.data : undefined;
  const totalPages = data?.pagination.totalPages ?? 0;
  // A page past the end (an old link, fewer transactions since) shows the last page instead.
  const isPastEnd =
    data !== undefined && data.items.length === 0 && filters.page > totalPages && totalPages > 0;
  useEffect(() => {
    if (isPastEnd) filters.setPage(totalPages);
  }, [isPastEnd, totalPages, filters.setPage]);

  return (
    <Stack gap="md">
      <TransactionsFilters
        today={filters.today}
        range={filters.range}
        rangeError={filters.rangeError}
        idInput={filters.idInput}
        onIdInput={filters.setIdInput}
        onRange={filters.setRange}
      />
      {!isAsked ? null : transactions.isPending || isPastEnd ? (
        <LoadingState />
      ) : transactions.isError ? (
        <ErrorState onRetry={() => void transactions.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyState title={t('billing.transactions.empty')} />
      ) : (
        <TransactionsTable transactions={data?.items ?? []} />
      )}
      {isAsked && totalPages > 1 ? (
        <Pagination
          total={totalPages}
          value={Math.min(filters.page, totalPages)}
          onChange={filters.setPage}
          getControlProps={(control) => ({ 'aria-label': t(`billing.transactions.pager.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('billing.transactions.pager.page', { page: item }) })}
        />
      ) : null}
    </Stack>
  );
};

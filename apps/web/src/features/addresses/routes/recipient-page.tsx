import { Pagination, Text, TextInput } from '@mantine/core';
import type { Recipient } from '@shipdeck/domain/addresses/address.schema';
import { canAddRecipient } from '@shipdeck/domain/addresses/address-limits';
import { pageAfterDelete } from '@shipdeck/domain/addresses/recipient-query.schema';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useDeleteRecipient } from '../api/delete-recipient.ts';
import { useRecipientBookSize } from '../api/get-recipient-book-size.ts';
import { useRecipients } from '../api/get-recipients.ts';
import { AddressBookFrame } from '../components/address-book-frame.tsx';
import { RecipientTable } from '../components/recipient-table.tsx';
import { useAddressEditing, useDeleteToasts } from '../hooks/use-address-editing.ts';
import { useBookSearch } from '../hooks/use-book-search.ts';

/** /settings/addresses/recipient: the address book, 9 per page, searchable by alias. */
export const RecipientAddressesPage = () => {
  const { t } = useTranslation();
  const search = useBookSearch();
  const { page, alias, setPage } = search;
  const recipients = useRecipients(search.query);
  const deleteRecipient = useDeleteRecipient(search.query);
  const editing = useAddressEditing('recipient');
  const deleteToasts = useDeleteToasts();
  // The book's size, not what a search shows: a book opened on a search (?alias=) is just as full.
  const bookSize = useRecipientBookSize();

  const pageData = recipients.data;
  const isAtLimit = bookSize !== undefined && !canAddRecipient(bookSize);

  const remove = (recipient: Recipient) => {
    const rowsOnPage = pageData?.content.length ?? 0;
    deleteRecipient.mutate(recipient.id, {
      onSuccess: deleteToasts.onSuccess,
      onError: () => {
        deleteToasts.onError();
        setPage(page);
      },
    });
    // The row is gone at once; an emptied page falls back to the previous one.
    const next = pageAfterDelete({ page, rowsOnPage });
    if (next !== page) setPage(next);
  };

  const totalPages = pageData?.pagination.totalPages ?? 0;
  // A page past the end (an old link, a book that shrank elsewhere) shows the last page instead.
  const isPastEnd =
    pageData !== undefined && pageData.content.length === 0 && page > totalPages && totalPages > 0;
  useEffect(() => {
    if (isPastEnd) setPage(totalPages);
  }, [isPastEnd, totalPages, setPage]);

  return (
    <AddressBookFrame kind="recipient" isAtLimit={isAtLimit} isAddInHeader editing={editing}>
      <TextInput
        type="search"
        label={t('addresses.recipient.search')}
        placeholder={t('addresses.recipient.search-placeholder')}
        value={search.aliasInput}
        onChange={(event) => search.setAliasInput(event.currentTarget.value)}
        maw={360}
      />

      {recipients.isPending || isPastEnd ? (
        <LoadingState />
      ) : recipients.isError ? (
        <ErrorState onRetry={() => void recipients.refetch()} />
      ) : pageData && pageData.content.length === 0 ? (
        <EmptyState
          title={alias ? t('addresses.recipient.no-match', { alias }) : t('addresses.recipient.empty')}
        >
          {alias ? null : <Text size="sm">{t('addresses.recipient.empty-hint')}</Text>}
        </EmptyState>
      ) : (
        <RecipientTable recipients={pageData?.content ?? []} onEdit={editing.startEdit} onDelete={remove} />
      )}

      {totalPages > 1 ? (
        <Pagination
          total={totalPages}
          value={Math.min(page, totalPages)}
          onChange={(next) => setPage(next)}
          getControlProps={(control) => ({
            'aria-label': t(`addresses.recipient.pager.${control}`),
          })}
          getItemProps={(item) => ({ 'aria-label': t('addresses.recipient.pager.page', { page: item }) })}
        />
      ) : null}
    </AddressBookFrame>
  );
};

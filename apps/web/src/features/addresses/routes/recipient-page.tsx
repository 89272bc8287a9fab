import {
  Button,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Recipient, RecipientValues } from '@shipdeck/domain/addresses/address.schema';
import {
  ADDRESS_LIMIT_EXCEEDED_KEY,
  canAddRecipient,
  MAX_RECIPIENTS,
  RECIPIENT_PAGE_SIZE,
} from '@shipdeck/domain/addresses/address-limits';
import { pageAfterDelete } from '@shipdeck/domain/addresses/recipient-query.schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInit } from '../../../shared/session/get-init.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useCreateRecipient } from '../api/create-recipient.ts';
import { useDeleteRecipient } from '../api/delete-recipient.ts';
import { useRecipients } from '../api/get-recipients.ts';
import { useUpdateRecipient } from '../api/update-recipient.ts';
import { type AddressEditing, AddressEditPanel } from '../components/address-edit-panel.tsx';
import type { AddressFormResult } from '../components/address-form.tsx';

/** Alias search waits for a pause in typing. */
export const ALIAS_SEARCH_DEBOUNCE_MS = 300;

type Editing = AddressEditing<Recipient> | null;

const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** /settings/addresses/recipient: the address book, 9 per page, searchable by alias. */
export const RecipientAddressesPage = () => {
  const { t } = useTranslation();
  const { client } = useInit();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const [aliasInput, setAliasInput] = useState(searchParams.get('alias') ?? '');
  const [alias] = useDebouncedValue(aliasInput.trim(), ALIAS_SEARCH_DEBOUNCE_MS);
  const query = { page, size: RECIPIENT_PAGE_SIZE, ...(alias ? { alias } : {}) };
  const recipients = useRecipients(query);
  const createRecipient = useCreateRecipient();
  const updateRecipient = useUpdateRecipient();
  const deleteRecipient = useDeleteRecipient(query);
  const [editing, setEditing] = useState<Editing>(null);
  // The unfiltered total is the book's size; a search shows only a part of it.
  const [bookSize, setBookSize] = useState<number>();

  const setPage = (next: number, nextAlias = alias) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        if (nextAlias) updated.set('alias', nextAlias);
        else updated.delete('alias');
        return updated;
      },
      { replace: true },
    );

  // A new search starts on the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the searched alias resets the page
  useEffect(() => {
    if ((searchParams.get('alias') ?? '') !== alias) setPage(1, alias);
  }, [alias]);

  const pageData = recipients.data;
  useEffect(() => {
    if (pageData && !alias) setBookSize(pageData.pagination.totalElements);
  }, [pageData, alias]);

  const isAtLimit = bookSize !== undefined && !canAddRecipient(bookSize);

  const save = async (values: AddressFormResult) => {
    const body = values as RecipientValues;
    try {
      if (editing?.mode === 'edit') {
        await updateRecipient.mutateAsync({ id: editing.address.id, values: body });
        showSuccessToast(t('addresses.toast.edited'));
      } else {
        await createRecipient.mutateAsync(body);
        showSuccessToast(t('addresses.toast.saved'));
      }
      setEditing(null);
    } catch (error) {
      showErrorToast(t('addresses.toast.try-again'));
      throw error;
    }
  };

  const remove = (recipient: Recipient) => {
    const rowsOnPage = pageData?.content.length ?? 0;
    deleteRecipient.mutate(recipient.id, {
      onSuccess: () => showSuccessToast(t('addresses.toast.deleted')),
      onError: () => {
        showErrorToast(t('addresses.toast.try-again'));
        setPage(page);
      },
    });
    // The row is gone at once; an emptied page falls back to the previous one.
    const next = pageAfterDelete({ page, rowsOnPage });
    if (next !== page) setPage(next);
  };

  const totalPages = pageData?.pagination.totalPages ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('addresses.recipient.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('addresses.recipient.subtitle', { max: MAX_RECIPIENTS })}
          </Text>
        </Stack>
        <Button onClick={() => setEditing({ mode: 'create' })} disabled={isAtLimit}>
          {t('addresses.recipient.add')}
        </Button>
      </Group>
      {isAtLimit ? (
        <Text size="sm" c="red" role="status">
          {t(ADDRESS_LIMIT_EXCEEDED_KEY)}
        </Text>
      ) : null}
      <TextInput
        type="search"
        label={t('addresses.recipient.search')}
        placeholder={t('addresses.recipient.search-placeholder')}
        value={aliasInput}
        onChange={(event) => setAliasInput(event.currentTarget.value)}
        maw={360}
      />

      {recipients.isPending ? (
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
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover aria-label={t('addresses.recipient.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('addresses.field.alias')}</Table.Th>
                <Table.Th>{t('addresses.recipient.column-name')}</Table.Th>
                <Table.Th>{t('addresses.recipient.column-address')}</Table.Th>
                <Table.Th>{t('addresses.field.alpha2Code')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('addresses.recipient.column-actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageData?.content.map((recipient) => (
                <Table.Tr key={recipient.id}>
                  <Table.Td fw={600}>{recipient.alias}</Table.Td>
                  <Table.Td>
                    {recipient.firstName} {recipient.lastName}
                    {recipient.company ? ` · ${recipient.company}` : ''}
                  </Table.Td>
                  <Table.Td>
                    {[recipient.street1, recipient.zipCode, recipient.city].filter(Boolean).join(', ')}
                  </Table.Td>
                  <Table.Td>{recipient.alpha2Code}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing({ mode: 'edit', address: recipient })}
                        aria-label={t('addresses.actions.edit-named', { name: recipient.alias })}
                      >
                        {t('addresses.actions.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => remove(recipient)}
                        aria-label={t('addresses.actions.delete-named', { name: recipient.alias })}
                      >
                        {t('addresses.actions.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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

      <AddressEditPanel
        kind="recipient"
        editing={editing}
        titles={{ create: t('addresses.recipient.add-title'), edit: t('addresses.recipient.edit-title') }}
        defaultCountry={client.alpha2Code}
        isAtLimit={isAtLimit}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
};

import {
  Alert,
  Anchor,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isTicketClosed } from '@shipdeck/domain/support/rules/ticket-status';
import {
  CREATABLE_TICKET_TYPES,
  type CreatableTicketType,
  TICKET_FILTER_DEBOUNCE_MS,
  type TicketStatusGroup,
} from '@shipdeck/domain/support/support.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useClaimDraft } from '../api/create-claim-draft.ts';
import { useSupportUser } from '../api/get-support-user.ts';
import { useTicket } from '../api/get-ticket.ts';
import { useTickets } from '../api/get-tickets.ts';
import { MessageBox } from '../components/message-box.tsx';
import { NewTicketForm } from '../components/new-ticket-form.tsx';
import { SupportWidget } from '../components/support-widget.tsx';
import { TicketStatusBadge } from '../components/ticket-status-badge.tsx';
import { TicketTimeline } from '../components/ticket-timeline.tsx';

const ALL = 'all';

/** /support-center: the client's tickets with filters. */
export const SupportCenterPage = () => {
  const { t, i18n } = useTranslation();
  const paths = usePrivatePaths();
  useDocumentTitle(t('pages.support-center'), useInit().tenant.brandName);
  const [reference, setReference] = useState('');
  const [debouncedReference] = useDebouncedValue(reference.trim(), TICKET_FILTER_DEBOUNCE_MS);
  const [statusGroup, setStatusGroup] = useState<string>(ALL);
  const [type, setType] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const query = {
    shipmentReference: debouncedReference || undefined,
    statusGroup: statusGroup === ALL ? undefined : (statusGroup as TicketStatusGroup),
    type: type === ALL ? undefined : (type as CreatableTicketType),
    page,
  };
  const tickets = useTickets(query);
  const isStaff = useSupportUser().data?.isStaff ?? false;
  const isFiltered = Boolean(query.shipmentReference || query.statusGroup || query.type);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('pages.support-center')}</Title>
        <Group>
          {isStaff ? (
            <Button component={Link} to={paths.supportConsole} variant="default">
              {t('support.list.staff-console')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.problems} variant="default">
            {t('support.list.problems')}
          </Button>
          <Button component={Link} to={paths.newTicket('other')}>
            {t('support.list.new')}
          </Button>
        </Group>
      </Group>
      <SupportWidget />
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('support.list.filter-reference')}
          value={reference}
          onChange={(event) => {
            setReference(event.currentTarget.value);
            setPage(1);
          }}
        />
        <SegmentedControl
          aria-label={t('support.list.filter-status')}
          value={statusGroup}
          onChange={(value) => {
            setStatusGroup(value);
            setPage(1);
          }}
          data={[ALL, 'open', 'awaiting', 'solved'].map((value) => ({
            value,
            label: t(`support.status-group.${value as 'all'}`),
          }))}
        />
        <Select
          label={t('support.list.filter-type')}
          value={type}
          allowDeselect={false}
          onChange={(value) => {
            setType(value ?? ALL);
            setPage(1);
          }}
          data={[
            { value: ALL, label: t('support.status-group.all') },
            ...CREATABLE_TICKET_TYPES.map((value) => ({ value, label: t(`support.type.${value}`) })),
          ]}
        />
      </Group>
      {tickets.isPending ? (
        <LoadingState />
      ) : tickets.isError ? (
        <ErrorState onRetry={() => void tickets.refetch()} />
      ) : tickets.data.items.length === 0 ? (
        <EmptyState title={isFiltered ? t('support.list.no-results') : t('support.list.empty')}>
          {isFiltered ? null : (
            <Anchor component={Link} to={paths.newTicket('other')}>
              {t('support.list.new')}
            </Anchor>
          )}
        </EmptyState>
      ) : (
        <>
          <Table striped highlightOnHover aria-label={t('support.list.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('support.list.reference')}</Table.Th>
                <Table.Th>{t('support.form.type')}</Table.Th>
                <Table.Th>{t('support.form.shipment-reference')}</Table.Th>
                <Table.Th>{t('support.list.status')}</Table.Th>
                <Table.Th>{t('support.list.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tickets.data.items.map((ticket) => (
                <Table.Tr key={ticket.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`${paths.supportCenter}/details/${ticket.id}`}>
                      {ticket.externalReference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`support.type.${ticket.type}`)}</Table.Td>
                  <Table.Td>{ticket.shipmentReference ?? '—'}</Table.Td>
                  <Table.Td>
                    <TicketStatusBadge status={ticket.status} />
                  </Table.Td>
                  <Table.Td>{dateFormat.format(new Date(ticket.createdAt))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {tickets.data.pagination.totalPages > 1 ? (
            <Pagination total={tickets.data.pagination.totalPages} value={page} onChange={setPage} />
          ) : null}
        </>
      )}
    </Stack>
  );
};

/** /support-center/details/:id: the ticket, its chat and the answer box while it is open. */
export const TicketDetailsPage = () => {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const paths = usePrivatePaths();
  const details = useTicket(id);
  useDocumentTitle(
    t('pages.ticket-details', { id: details.data?.ticket.externalReference ?? '' }),
    useInit().tenant.brandName,
  );
  if (details.isPending) return <LoadingState />;
  if (details.isError)
    return isApiError(details.error) && details.error.status === 404 ? (
      <EmptyState title={t('support.details.not-found')}>
        <Anchor component={Link} to={paths.supportCenter}>
          {t('support.details.back')}
        </Anchor>
      </EmptyState>
    ) : (
      <ErrorState onRetry={() => void details.refetch()} />
    );
  const { ticket, messages } = details.data;
  const money = ticket.amount
    ? new Intl.NumberFormat(i18n.language, { style: 'currency', currency: ticket.amount.currency }).format(
        ticket.amount.value,
      )
    : null;
  const proofs = Object.entries(ticket.attachments);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.supportCenter} size="sm">
        {t('support.details.back')}
      </Anchor>
      <Group gap="sm">
        <Title order={1}>{t('pages.ticket-details', { id: ticket.externalReference })}</Title>
        <TicketStatusBadge status={ticket.status} />
      </Group>
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text size="sm">
            {t('support.form.type')}: {t(`support.type.${ticket.type}`)}
          </Text>
          {ticket.shipmentReference ? (
            <Text size="sm">
              {t('support.form.shipment-reference')}: {ticket.shipmentReference}
            </Text>
          ) : null}
          {ticket.productDescription ? (
            <Text size="sm">
              {t('support.form.product-description')}: {ticket.productDescription}
            </Text>
          ) : null}
          {money ? (
            <Text size="sm">
              {t('support.form.amount')}: {money}
            </Text>
          ) : null}
          {ticket.collectionDate ? (
            <Text size="sm">
              {t('support.form.collection-date')}: {ticket.collectionDate}
            </Text>
          ) : null}
          {ticket.decision ? (
            <Text size="sm" fw={600}>
              {ticket.decision.isApproved && ticket.decision.refundedAmount !== null
                ? t('support.details.refunded', {
                    amount: new Intl.NumberFormat(i18n.language, {
                      style: 'currency',
                      currency: ticket.amount?.currency ?? 'EUR',
                    }).format(ticket.decision.refundedAmount / 100),
                  })
                : t('support.details.refused')}
            </Text>
          ) : null}
          {ticket.cancellation ? (
            <Text size="sm" fw={600} data-testid={`cancellation-${ticket.cancellation}`}>
              {t(`support.details.cancellation.${ticket.cancellation}`)}
            </Text>
          ) : null}
          {proofs.map(([role, attachment]) => (
            <Anchor key={role} href={attachment.url} target="_blank" rel="noopener" size="sm">
              {t(`support.form.${role as 'proofOfValue'}`)}: {attachment.fileName}
            </Anchor>
          ))}
        </Stack>
      </Paper>
      <TicketTimeline messages={messages} status={ticket.status} />
      {isTicketClosed(ticket.status) ? null : <MessageBox ticketId={ticket.id} />}
    </Stack>
  );
};

/**
 * /support-center/new-ticket?ticketType=…&shipmentReference=…: the form of that type. With `prefill=order`, a
 * loss or damage claim starts from the shipment's order (content, declared value, proofs on file).
 */
export const NewTicketPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.new-ticket'), useInit().tenant.brandName);
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('ticketType')?.toUpperCase() ?? 'OTHER';
  const type = (CREATABLE_TICKET_TYPES as readonly string[]).includes(asked)
    ? (asked as CreatableTicketType)
    : 'OTHER';
  const reference = searchParams.get('shipmentReference') ?? '';
  const isClaim = type === 'LOSS' || type === 'DAMAGE';
  const wantsDraft = isClaim && reference !== '' && searchParams.get('prefill') === 'order';
  const draft = useClaimDraft(reference, isClaim ? type : 'LOSS', wantsDraft);
  return (
    <Stack gap="md">
      <Title order={1}>{t('pages.new-ticket')}</Title>
      {wantsDraft && draft.isPending ? (
        <LoadingState label={t('support.form.prefill-loading')} />
      ) : (
        <>
          {wantsDraft && draft.isError ? (
            <Alert color="orange" role="alert" maw={560}>
              {t('support.form.prefill-failed')}
            </Alert>
          ) : null}
          {draft.data ? (
            <Alert color="blue" maw={560}>
              {t('support.form.prefilled')}
            </Alert>
          ) : null}
          <NewTicketForm
            key={`${type}-${draft.data ? 'draft' : 'blank'}`}
            initialType={type}
            initialReference={reference}
            draft={draft.data}
          />
        </>
      )}
    </Stack>
  );
};

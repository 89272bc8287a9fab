import {
  Anchor,
  Button,
  Grid,
  Group,
  NumberInput,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { isClaimType, isTicketClosed } from '@shipdeck/domain/support/rules/ticket-status';
import {
  TICKET_STATUSES,
  type TicketStatus,
  type TicketStatusGroup,
} from '@shipdeck/domain/support/support.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useSupportUser } from '../api/get-support-user.ts';
import {
  useDecideClaim,
  useStaffTicket,
  useStaffTickets,
  useUpdateTicketStatus,
} from '../api/staff-tickets.ts';
import { MessageBox } from '../components/message-box.tsx';
import { TicketStatusBadge } from '../components/ticket-status-badge.tsx';
import { TicketTimeline } from '../components/ticket-timeline.tsx';

const useFailureToast = () => {
  const { t } = useTranslation();
  return (failure: unknown) =>
    showErrorToast(
      t(isApiError(failure) ? (failure.messages[0]?.message as 'error.default') : 'error.default'),
    );
};

const StaffTicketPanel = ({ id }: { id: string }) => {
  const { t, i18n } = useTranslation();
  const details = useStaffTicket(id);
  const updateStatus = useUpdateTicketStatus();
  const decide = useDecideClaim();
  const failed = useFailureToast();
  const [refund, setRefund] = useState<number | string>('');
  if (details.isPending) return <LoadingState />;
  if (details.isLoadingError) return <ErrorState onRetry={() => void details.refetch()} />;
  const { ticket, messages } = details.data;
  const money = (value: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(value);
  const canDecide = isClaimType(ticket.type) && ticket.amount && !ticket.decision;
  const decideClaim = async (isApproved: boolean) => {
    try {
      await decide.mutateAsync({
        id,
        body: {
          isApproved,
          ...(isApproved && typeof refund === 'number' ? { refundAmount: Math.round(refund * 100) } : {}),
        },
      });
      showSuccessToast(t(isApproved ? 'support.staff.approved' : 'support.staff.refused-toast'));
    } catch (failure) {
      failed(failure);
    }
  };
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Title order={2} size="h3">
          {ticket.externalReference}
        </Title>
        <TicketStatusBadge status={ticket.status} />
      </Group>
      <Text size="sm">
        {t(`support.type.${ticket.type}`)} · {ticket.shipmentReference ?? '—'}
      </Text>
      {ticket.productDescription ? <Text size="sm">{ticket.productDescription}</Text> : null}
      {ticket.amount ? (
        <Text size="sm">
          {t('support.form.amount')}: {money(ticket.amount.value, ticket.amount.currency)} (
          {ticket.paymentMethod?.type})
        </Text>
      ) : null}
      {Object.entries(ticket.attachments).map(([role, attachment]) => (
        <Anchor key={role} href={attachment.url} target="_blank" rel="noopener" size="sm">
          {t(`support.form.${role as 'proofOfValue'}`)}: {attachment.fileName}
        </Anchor>
      ))}
      <Select
        label={t('support.staff.status')}
        data={TICKET_STATUSES.map((value) => ({ value, label: value }))}
        value={ticket.status}
        allowDeselect={false}
        onChange={(value) =>
          value && updateStatus.mutate({ id, status: value as TicketStatus }, { onError: failed })
        }
      />
      {canDecide ? (
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <NumberInput
              label={t('support.staff.refund-amount')}
              placeholder={ticket.amount ? String(ticket.amount.value) : undefined}
              min={0}
              decimalScale={2}
              value={refund}
              onChange={setRefund}
            />
            <Group>
              <Button onClick={() => void decideClaim(true)} loading={decide.isPending}>
                {t('support.staff.approve')}
              </Button>
              <Button variant="default" onClick={() => void decideClaim(false)} loading={decide.isPending}>
                {t('support.staff.refuse')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      {ticket.decision ? (
        <Text size="sm" fw={600}>
          {ticket.decision.isApproved && ticket.decision.refundedAmount !== null
            ? t('support.details.refunded', {
                amount: money(ticket.decision.refundedAmount / 100, ticket.amount?.currency ?? 'EUR'),
              })
            : t('support.details.refused')}
        </Text>
      ) : null}
      <TicketTimeline messages={messages} status={ticket.status} />
      {isTicketClosed(ticket.status) ? null : <MessageBox ticketId={id} isStaff />}
    </Stack>
  );
};

/** /support-console: every client's tickets, for users holding the staff role (ADR 0025). */
export const StaffConsolePage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('support.staff.title'), useInit().tenant.brandName);
  const user = useSupportUser();
  const [statusGroup, setStatusGroup] = useState('open');
  const [page, setPage] = useState(1);
  const tickets = useStaffTickets({
    statusGroup: statusGroup === 'all' ? undefined : (statusGroup as TicketStatusGroup),
    page,
  });
  const [selected, setSelected] = useState<string | null>(null);
  if (user.isPending) return <LoadingState />;
  if (!user.data?.isStaff) return <EmptyState title={t('support.error.not-staff')} />;
  return (
    <Stack gap="md">
      <Title order={1}>{t('support.staff.title')}</Title>
      <SegmentedControl
        aria-label={t('support.list.filter-status')}
        value={statusGroup}
        onChange={(value) => {
          setStatusGroup(value);
          setPage(1);
        }}
        data={['all', 'open', 'awaiting', 'solved'].map((value) => ({
          value,
          label: t(`support.status-group.${value as 'all'}`),
        }))}
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {tickets.isPending ? (
            <LoadingState />
          ) : tickets.isError ? (
            <ErrorState onRetry={() => void tickets.refetch()} />
          ) : tickets.data.items.length === 0 ? (
            <EmptyState title={t('support.list.no-results')} />
          ) : (
            <Table highlightOnHover aria-label={t('support.list.table')}>
              <Table.Tbody>
                {tickets.data.items.map((ticket) => (
                  <Table.Tr key={ticket.id} bg={ticket.id === selected ? 'blue.0' : undefined}>
                    <Table.Td>
                      <Anchor component="button" type="button" onClick={() => setSelected(ticket.id)}>
                        {ticket.externalReference}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(`support.type.${ticket.type}`)}</Table.Td>
                    <Table.Td>
                      <TicketStatusBadge status={ticket.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {tickets.data && tickets.data.pagination.totalPages > 1 ? (
            <Pagination
              mt="sm"
              total={tickets.data.pagination.totalPages}
              value={page}
              onChange={setPage}
              aria-label={t('support.staff.pages')}
            />
          ) : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {selected ? (
            <StaffTicketPanel key={selected} id={selected} />
          ) : (
            <Text c="dimmed">{t('support.staff.pick')}</Text>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
};

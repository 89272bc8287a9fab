import { Anchor, Badge, Button, Pagination, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ProblemShipment } from '@shipdeck/domain/problems/problems.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryLabel } from '../../../shared/i18n/code-labels.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useProblems } from '../api/get-problems.ts';

const KIND_COLOURS: Record<ProblemShipment['kind'], string> = {
  STALLED: 'orange',
  HELD: 'yellow',
  DELIVERY_FAILED: 'red',
  RETURNED: 'grape',
};

/** What the claim column says: the deadline and the days left, or that the window has closed. */
const ClaimDeadline = ({ claim }: { claim: ProblemShipment['claim'] }) => {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(claim.deadline),
  );
  return claim.isOpen ? (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {t('problems.days-left', { count: claim.daysLeft })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('problems.claim-by', { date })}
      </Text>
    </Stack>
  ) : (
    <Text size="sm" c="dimmed">
      {t('problems.claim-closed', { date })}
    </Text>
  );
};

/** /problems: shipments stalled, held, failed or returned, with the days left to claim and the claim action. */
export const ProblemsPage = () => {
  const { t, i18n } = useTranslation();
  const paths = usePrivatePaths();
  useDocumentTitle(t('problems.title'), useInit().tenant.brandName);
  const [page, setPage] = useState(1);
  const problems = useProblems(page);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Stack gap="md">
      <Title order={1}>{t('problems.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('problems.intro')}
      </Text>
      {problems.isPending ? (
        <LoadingState />
      ) : problems.isError ? (
        <ErrorState onRetry={() => void problems.refetch()} />
      ) : problems.data.items.length === 0 ? (
        <EmptyState title={t('problems.empty')} />
      ) : (
        <>
          <Table striped aria-label={t('problems.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('problems.shipment')}</Table.Th>
                <Table.Th>{t('problems.problem')}</Table.Th>
                <Table.Th>{t('problems.last-movement')}</Table.Th>
                <Table.Th>{t('problems.claim')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('problems.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {problems.data.items.map((problem) => (
                <Table.Tr key={problem.reference}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.shipmentDetails(problem.reference)}>
                      {problem.reference}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {[
                        problem.carrierName,
                        problem.recipientName,
                        problem.destination.city,
                        countryLabel(problem.destination.country, i18n.language),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={KIND_COLOURS[problem.kind]} variant="light">
                      {t(`problems.kind.${problem.kind}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{dateFormat.format(new Date(problem.lastMovedAt))}</Text>
                    <Text size="xs" c="dimmed">
                      {problem.lastEvent
                        ? t(`post-sale.tracking.events.${problem.lastEvent}`)
                        : t('problems.days-still', { count: problem.daysWithoutMovement })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ClaimDeadline claim={problem.claim} />
                  </Table.Td>
                  <Table.Td>
                    {problem.claim.isOpen ? (
                      <Button
                        component={Link}
                        size="xs"
                        variant="light"
                        to={paths.claimFromOrder(problem.claim.type, problem.reference)}
                        aria-label={t(`problems.open-claim-for.${problem.claim.type}`, {
                          reference: problem.reference,
                        })}
                      >
                        {t(`problems.open-claim.${problem.claim.type}`)}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {problems.data.pagination.totalPages > 1 ? (
            <Pagination
              total={problems.data.pagination.totalPages}
              value={page}
              onChange={setPage}
              aria-label={t('problems.pages')}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
};

import { Button, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { WebhookDelivery } from '@shipdeck/domain/webhooks/webhook.schema';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { formatDateTime } from '../../../shared/i18n/format-date-time.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { TintBadge } from '../../../shared/ui/tint-badge.tsx';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries.ts';
import { useReplayWebhookDelivery } from '../api/replay-webhook-delivery.ts';

const STATUS_COLOURS: Record<WebhookDelivery['status'], string> = {
  PENDING: 'orange',
  SUCCEEDED: 'green',
  FAILED: 'red',
};

/** A failed attempt's reason: a message key of ours, else the network error as it came. */
const isMessageKey = (text: string) => /^[a-z][\w-]*(\.[\w-]+)+$/.test(text);

/** The endpoint's delivery log: status, attempts, last answer, when, the next attempt, and replay. */
export const WebhookDeliveryLog = ({ endpointId, titleId }: { endpointId: string; titleId: string }) => {
  const { t, i18n } = useTranslation();
  const log = useWebhookDeliveries(endpointId);
  const replay = useReplayWebhookDelivery();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');

  const body = () => {
    if (log.isPending) return <LoadingState />;
    if (log.isLoadingError) return <ErrorState onRetry={() => void log.refetch()} />;
    if (log.data.deliveries.length === 0)
      return (
        <Text size="sm" c="dimmed">
          {t('webhooks.log.empty')}
        </Text>
      );
    return (
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('webhooks.log.event')}</Table.Th>
              <Table.Th>{t('webhooks.log.status')}</Table.Th>
              <Table.Th>{t('webhooks.log.attempts')}</Table.Th>
              <Table.Th>{t('webhooks.log.response')}</Table.Th>
              <Table.Th>{t('webhooks.log.last-attempt')}</Table.Th>
              <Table.Th>{t('webhooks.log.next-attempt')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('webhooks.log.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.deliveries.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {delivery.eventType}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <TintBadge color={STATUS_COLOURS[delivery.status]} miw="max-content">
                    {t(`webhooks.status.${delivery.status}`)}
                  </TintBadge>
                </Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td>
                  {delivery.responseStatus ??
                    (delivery.lastError
                      ? isMessageKey(delivery.lastError)
                        ? translateMessageKey(t, delivery.lastError)
                        : delivery.lastError
                      : '—')}
                </Table.Td>
                <Table.Td>{when(delivery.lastAttemptAt)}</Table.Td>
                <Table.Td>{when(delivery.nextAttemptAt)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('webhooks.log.replay-label', { event: delivery.eventType })}
                    onClick={() =>
                      replay.mutate(
                        { endpointId, deliveryId: delivery.id },
                        { onError: () => showErrorToast(t('webhooks.error.generic')) },
                      )
                    }
                  >
                    {t('webhooks.log.replay')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <>
      <Group justify="space-between">
        <Title order={3} size="h5" id={titleId}>
          {t('webhooks.log.title')}
        </Title>
        <Button size="xs" variant="subtle" loading={log.isFetching} onClick={() => void log.refetch()}>
          {t('webhooks.log.refresh')}
        </Button>
      </Group>
      {body()}
    </>
  );
};

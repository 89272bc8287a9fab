import { Alert, Anchor, Button, Card, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { displayStatusOf } from '@shipdeck/domain/shipments/rules/display-status';
import { visibleTrackingEntries } from '@shipdeck/domain/shipments/rules/tracking-entries';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { SHIPMENT_STATES, type ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import { useTracking } from '../api/get-tracking.ts';
import { formatDateTime } from './format.ts';
import { type MessageKey, usePostSaleText } from './use-post-sale-text.ts';

/**
 * The carrier's tracking, newest first, without internal scans. A failure reads
 * "try again later" with a retry.
 */
export const TrackingTimeline = ({ shipment }: { shipment: ShipmentView }) => {
  const { t, i18n } = usePostSaleText();
  const tracking = useTracking(shipment.reference);
  const numbers = tracking.data?.trackingNumbers ?? shipment.data.trackings;
  const entries = visibleTrackingEntries(tracking.data?.entries ?? []).toReversed();
  return (
    <Card withBorder component="section" aria-labelledby="tracking-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tracking-title">
          {t('post-sale.tracking.title')}
        </Title>
        {numbers.length > 0 ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('post-sale.tracking.number')}
            </Text>
            {numbers.map((number) =>
              shipment.data.trackingUrl ? (
                <Anchor
                  key={number}
                  href={shipment.data.trackingUrl}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                >
                  {number}
                </Anchor>
              ) : (
                <Text key={number} size="sm" fw={600}>
                  {number}
                </Text>
              ),
            )}
          </Group>
        ) : null}
        {tracking.isPending ? (
          <Text size="sm" role="status">
            {t('post-sale.tracking.loading')}
          </Text>
        ) : tracking.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('post-sale.tracking.error')}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void tracking.refetch()}>
                {t('post-sale.tracking.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('post-sale.tracking.empty')}
          </Text>
        ) : (
          <Timeline active={0} bulletSize={14} lineWidth={2} aria-label={t('post-sale.tracking.title')}>
            {entries.map((entry) => (
              <Timeline.Item
                key={`${entry.at}-${entry.description}`}
                title={entry.event ? t(`post-sale.tracking.events.${entry.event}`) : entry.description}
                data-testid="tracking-entry"
              >
                <Text size="xs" c="dimmed">
                  {t(`shipments.status.${displayOfTrackingState(entry.state)}` as MessageKey)} ·{' '}
                  {entry.location} ·{' '}
                  <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
};

/** Tracking entries carry backend states; the seller reads the display status. */
const displayOfTrackingState = (state: string) =>
  SHIPMENT_STATES.includes(state as ShipmentState) ? displayStatusOf(state as ShipmentState) : 'PROCESSING';

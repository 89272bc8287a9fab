import { Text, Timeline } from '@mantine/core';
import { visibleTrackingEntries } from '@shipdeck/domain/shipments/rules/tracking-entries';
import type { PublicTrackingEvent } from '@shipdeck/domain/tracking-page/tracking-page.schema';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-date-time.ts';

/** The parcel's way, newest first, without the carrier's internal scans. */
export const TrackingEvents = ({ events }: { events: readonly PublicTrackingEvent[] }) => {
  const { t, i18n } = useTranslation();
  const visible = visibleTrackingEntries(events).toReversed();
  if (visible.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('tracking-page.empty')}
      </Text>
    );
  }
  return (
    <Timeline active={0} bulletSize={14} lineWidth={2} aria-label={t('tracking-page.timeline')}>
      {visible.map((entry) => (
        <Timeline.Item
          key={`${entry.at}-${entry.description}`}
          title={entry.event ? t(`post-sale.tracking.events.${entry.event}`) : entry.description}
          data-testid="tracking-event"
        >
          <Text size="xs" c="dimmed">
            {entry.location ? `${entry.location} · ` : ''}
            <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
};

import { Group, Stack, Text, Title } from '@mantine/core';
import type { AnalyticsRange } from '@shipdeck/domain/analytics/rules/date-range';
import { ClientFeatureName, isFeatureUsable } from '@shipdeck/domain/features/features';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useInit } from '../../../shared/session/get-init.ts';
import { useReportedTimeZone } from '../../../shared/session/report-time-zone.ts';
import { useHasEnabledSubscription } from '../../../shared/session/subscription-status.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { LoadingState } from '../../../shared/ui/states.tsx';
import { AnalyticsLocked } from '../components/analytics-locked.tsx';
import { RangePicker } from '../components/range-picker.tsx';
import { useAnalyticsRange } from '../hooks/use-analytics-range.ts';

// The chart library is a chunk of its own, fetched only when a seller with the feature opens the page.
const AnalyticsCharts = lazy(async () => ({
  default: (await import('../components/analytics-charts.tsx')).AnalyticsCharts,
}));

/** The upgrade notice without the feature; otherwise the charts, once the reader's time zone is settled. */
const AnalyticsBody = (props: {
  isAvailable: boolean;
  isTimeZoneSettled: boolean;
  range: AnalyticsRange;
}) => {
  if (!props.isAvailable) return <AnalyticsLocked />;
  if (!props.isTimeZoneSettled) return <LoadingState />;
  return (
    <Suspense fallback={<LoadingState />}>
      <AnalyticsCharts range={props.range} />
    </Suspense>
  );
};

/** Header, description, the date range, and the charts, or the upgrade notice. */
export const AnalyticsPage = () => {
  const { t } = useTranslation();
  const init = useInit();
  const hasEnabledSubscription = useHasEnabledSubscription();
  useDocumentTitle(t('pages.analytics'), init.tenant.brandName);
  const isAvailable = isFeatureUsable(init.features, ClientFeatureName.UserAnalytics, hasEnabledSubscription);
  const { today, choice, setChoice, range } = useAnalyticsRange();
  // Days are counted in the zone the server has for the reader: the charts wait until it has this one.
  const isTimeZoneSettled = !useReportedTimeZone().isPending;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('pages.analytics')}</Title>
          <Text c="dimmed">{t('analytics.description')}</Text>
          <Text size="xs" c="dimmed">
            {t('analytics.updates-daily')}
          </Text>
        </Stack>
        {isAvailable ? <RangePicker today={today} choice={choice} onChange={setChoice} /> : null}
      </Group>
      <AnalyticsBody isAvailable={isAvailable} isTimeZoneSettled={isTimeZoneSettled} range={range} />
    </Stack>
  );
};

import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBarOff, IconWifiOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Every chart is 350 px high. */
export const CHART_HEIGHT = 350;

type Props<T> = {
  title: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/**
 * One chart in its own card with its states: a placeholder while loading, the no-connection
 * picture with a retry on error, the not-found picture when the range has no shipments.
 */
export const ChartCard = <T,>({ title, query, isEmpty, children }: Props<T>) => {
  const { t } = useTranslation();
  const titleId = useId();
  const body = () => {
    if (query.isPending)
      return (
        <Stack role="status" aria-live="polite" gap={4}>
          <Text size="sm" c="dimmed">
            {t('states.loading')}
          </Text>
          <Skeleton h={CHART_HEIGHT} animate={false} aria-hidden />
        </Stack>
      );
    if (query.isError)
      return (
        <Stack role="alert" align="center" justify="center" mih={CHART_HEIGHT} gap="xs">
          <IconWifiOff size={64} stroke={1.2} aria-hidden />
          <Text fw={600}>{t('analytics.error.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('analytics.error.subtitle')}
          </Text>
          <Button variant="light" onClick={() => void query.refetch()}>
            {t('states.retry')}
          </Button>
        </Stack>
      );
    if (isEmpty(query.data))
      return (
        <Stack align="center" justify="center" mih={CHART_HEIGHT} gap="xs">
          <IconChartBarOff size={64} stroke={1.2} aria-hidden />
          <Text fw={600}>{t('analytics.empty.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('analytics.empty.subtitle')}
          </Text>
        </Stack>
      );
    return children(query.data);
  };
  return (
    <Card withBorder component="section" aria-labelledby={titleId} padding="md">
      <Title order={2} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      {body()}
    </Card>
  );
};

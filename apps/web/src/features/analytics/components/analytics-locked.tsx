import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { CHART_HEIGHT } from './chart-card.tsx';

/**
 * Without the analytics feature, an upgrade notice that leads to the subscription
 * page, over empty placeholders of the charts (no figures are asked for).
 */
export const AnalyticsLocked = () => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  return (
    <Stack gap="md">
      <Alert color="indigo" icon={<IconLock aria-hidden />} title={t('analytics.upgrade.title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('analytics.upgrade.text')}</Text>
          <Button component={Link} to={paths.subscriptions}>
            {t('analytics.upgrade.action')}
          </Button>
        </Stack>
      </Alert>
      <SimpleGrid cols={{ base: 1, lg: 2 }} aria-hidden data-testid="analytics-skeleton">
        {[0, 1, 2, 3].map((index) => (
          <Card key={index} withBorder>
            <Skeleton h={16} w="40%" mb="sm" animate={false} />
            <Skeleton h={CHART_HEIGHT} animate={false} />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
};

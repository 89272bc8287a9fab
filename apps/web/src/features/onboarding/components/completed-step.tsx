import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { PLATFORM_NAMES } from '@shipdeck/domain/onboarding/onboarding-platforms';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';

/** With ?connect=<alias>: connect that store; without: start shipping. Always a way to the dashboard. */
export const CompletedStep = () => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  const connect = useSearchParams()[0].get('connect');
  const name = connect ? (PLATFORM_NAMES[connect] ?? connect) : '';
  return (
    <Stack gap="md">
      <Title order={1}>
        {connect ? t('onboarding.completed.connect-title', { name }) : t('onboarding.steps.completed')}
      </Title>
      <Text c="dimmed">
        {connect ? t('onboarding.completed.connect-subtitle', { name }) : t('onboarding.completed.subtitle')}
      </Text>
      <Group>
        {connect ? (
          <Button component={Link} to={paths.settings.integrations(connect)}>
            {t('onboarding.completed.connect', { name })}
          </Button>
        ) : (
          <Button component={Link} to={paths.checkoutStep('info')}>
            {t('onboarding.completed.start-shipping')}
          </Button>
        )}
        <Button component={Link} to={paths.inbox('all')} variant="default">
          {t('onboarding.completed.to-dashboard')}
        </Button>
      </Group>
    </Stack>
  );
};

import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';

/** Router state the pages reached from the welcome tiles read to greet a new seller. */
const NEW_SELLER_STATE = { isNew: true };

export const WelcomeStep = () => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  const tiles = [
    { key: 'first-shipment', to: paths.checkoutStep('info') },
    { key: 'connect-store', to: paths.settings.integrations() },
  ] as const;
  return (
    <Stack gap="md">
      <Title order={1}>{t('onboarding.steps.welcome')}</Title>
      <Text c="dimmed">{t('onboarding.welcome.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {tiles.map((tile) => (
          <Card
            key={tile.key}
            component={Link}
            to={tile.to}
            state={NEW_SELLER_STATE}
            withBorder
            radius="md"
            padding="lg"
          >
            <Text fw={600}>{t(`onboarding.welcome.${tile.key}.title`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`onboarding.welcome.${tile.key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Anchor component={Link} to={paths.inbox('all')}>
        {t('onboarding.welcome.skip')}
      </Anchor>
    </Stack>
  );
};

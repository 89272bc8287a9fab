import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A page that crashed, or a lazy chunk that failed to load (e.g. after a deploy): offer a fresh start. */
export const RouteError = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md" component="main">
        <Stack gap="md">
          <Title order={1}>{t('error.page.title')}</Title>
          <Text>{t('error.page.text')}</Text>
          <Anchor href="/">{t('error.page.home')}</Anchor>
        </Stack>
      </Paper>
    </Container>
  );
};

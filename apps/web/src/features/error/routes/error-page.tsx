import { Anchor, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';

/** `/error`: close goes to the ready-to-purchase inbox; a ticket can be raised. */
export const ErrorPage = () => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  const navigate = useNavigate();
  return (
    <Paper withBorder p="xl" radius="md" maw={640} mx="auto">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1}>{t('error.page.title')}</Title>
          <CloseButton aria-label={t('error.page.close')} onClick={() => void navigate(paths.inbox())} />
        </Group>
        <Text>{t('error.page.text')}</Text>
        <Anchor component={Link} to={paths.newTicket('other')}>
          {t('error.page.create-ticket')}
        </Anchor>
      </Stack>
    </Paper>
  );
};

import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ListContentState } from '@shipdeck/domain/shipments/rules/list-content-machine';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useHeaderEntries } from '../../../shared/session/header-entries.ts';

/** NEW_USER (no shipments at all), EMPTY (none in this inbox) and EMPTY_FILTER (none match). */
export const ListEmptyState = ({
  content,
  inboxLabel,
  onClearFilters,
}: {
  content: ListContentState;
  inboxLabel: string;
  onClearFilters: () => void;
}) => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  const entries = useHeaderEntries();
  if (content === 'NEW_USER') {
    return (
      <Stack align="center" py="xl" gap="sm">
        <Title order={2} size="h3">
          {t('shipments.empty.new-user-title')}
        </Title>
        <Text c="dimmed" ta="center" maw={480}>
          {t('shipments.empty.new-user-text')}
        </Text>
        <Group>
          {entries.newShipment ? (
            <Button component={Link} to={paths.checkoutStep('info')}>
              {t('shipments.empty.create')}
            </Button>
          ) : null}
          {entries.connectShop ? (
            <Button component={Link} to={paths.settings.integrations()} variant="default">
              {t('shipments.connect-shop')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    );
  }
  if (content === 'EMPTY_FILTER') {
    return (
      <Stack align="center" py="xl" gap="sm">
        <Text fw={600}>{t('shipments.empty.filter-title')}</Text>
        <Text c="dimmed" size="sm">
          {t('shipments.empty.filter-text')}
        </Text>
        <Button variant="default" onClick={onClearFilters}>
          {t('shipments.filters.clear')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" py="xl" gap="xs">
      <Text fw={600}>{t('shipments.empty.inbox-title', { inbox: inboxLabel })}</Text>
    </Stack>
  );
};

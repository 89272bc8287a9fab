import { Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Integration } from '@shipdeck/domain/integrations/integration.schema';
import { type CardAction, cardActionOf } from '@shipdeck/domain/integrations/integration-catalogue';
import { useIntegrationsT } from '../hooks/use-integrations-t.ts';

const ACTION_LABELS = {
  'connect-store': 'integrations.action.connect-store',
  edit: 'integrations.action.edit',
  'show-guide': 'integrations.action.show-guide',
  'show-key': 'integrations.action.show-key',
} as const satisfies Record<CardAction, string>;

/** One card of the grid: logo, name, its connection, and the action its type gives. */
export const IntegrationCard = ({
  integration,
  onOpen,
}: {
  integration: Integration;
  onOpen: () => void;
}) => {
  const { t } = useIntegrationsT();
  const action = cardActionOf(integration as Parameters<typeof cardActionOf>[0], integration.isConnected);
  const isUnauthorized = integration.configuration?.status === 'UNAUTHORIZED';
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={integration.name}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap">
          <Avatar color="blue" radius="sm" aria-hidden>
            {integration.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={2}>
            <Text fw={600}>{integration.name}</Text>
            {isUnauthorized ? (
              <Badge color="red" variant="light">
                {t('integrations.status.unauthorized')}
              </Badge>
            ) : integration.isConnected ? (
              <Badge color="green" variant="light">
                {t('integrations.status.connected')}
              </Badge>
            ) : null}
          </Stack>
        </Group>
        <Button variant={integration.isConnected ? 'light' : 'filled'} onClick={onOpen}>
          {t(ACTION_LABELS[action])}
        </Button>
      </Stack>
    </Card>
  );
};

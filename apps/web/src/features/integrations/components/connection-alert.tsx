import { Anchor, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useIsFirstScreenShown } from '../../../shared/first-screen/first-screen.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useIntegrations } from '../api/get-integrations.ts';
import { useIntegrationsT } from '../hooks/use-integrations-t.ts';

/**
 * The header's warning when a connected shop stopped accepting its credentials, before an import fails
 * silently: a link to that integration's panel. Only for clients that may connect a shop.
 */
export const ConnectionAlert = ({ isEnabled }: { isEnabled: boolean }) => {
  const { t } = useIntegrationsT();
  const paths = usePrivatePaths();
  const isFirstScreenShown = useIsFirstScreenShown();
  const integrations = useIntegrations({ isEnabled: isEnabled && isFirstScreenShown });
  const refused = integrations.data?.find((item) => item.configuration?.status === 'UNAUTHORIZED');
  if (!refused) return null;
  return (
    <Anchor component={Link} to={paths.settings.integrations(refused.alias)} c="red.8" fw={600} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconAlertTriangle size={16} aria-hidden />
        {t('integrations.header.unauthorized', { name: refused.name })}
      </Group>
    </Anchor>
  );
};

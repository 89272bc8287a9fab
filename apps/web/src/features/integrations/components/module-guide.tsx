import { Anchor, List, Stack, Text, TextInput } from '@mantine/core';
import type { Integration } from '@shipdeck/domain/integrations/integration.schema';
import { Link } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { LoadingState } from '../../../shared/ui/states.tsx';
import { useModuleApiKey } from '../api/get-api-key.ts';
import { useIntegrationsT } from '../hooks/use-integrations-t.ts';

/**
 * A plugin module's panel: install the plugin in the shop, paste the API key into it; the
 * plugin then sends its orders through the API. Without a key, a way to generate one.
 */
export const ModuleGuide = ({ integration }: { integration: Integration }) => {
  const { t } = useIntegrationsT();
  const paths = usePrivatePaths();
  const apiKey = useModuleApiKey();
  return (
    <Stack gap="md">
      <Text size="sm">{t('integrations.module.intro', { name: integration.name })}</Text>
      <List type="ordered" size="sm" spacing="xs">
        <List.Item>{t('integrations.module.step-install', { name: integration.name })}</List.Item>
        <List.Item>{t('integrations.module.step-key')}</List.Item>
        <List.Item>{t('integrations.module.step-orders')}</List.Item>
      </List>
      {apiKey.isPending ? (
        <LoadingState />
      ) : apiKey.data?.apiKey ? (
        <TextInput label={t('integrations.module.api-key')} value={apiKey.data.apiKey.token} readOnly />
      ) : (
        <Text size="sm">
          {t('integrations.module.no-key')}{' '}
          <Anchor component={Link} to={paths.settings.apiKey}>
            {t('integrations.module.generate-key')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
};

/** An onboarding partner's guide: the partner connects the seller from its side. */
export const PartnerGuide = ({ integration }: { integration: Integration }) => {
  const { t } = useIntegrationsT();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('integrations.partner.intro', { name: integration.name })}</Text>
      <List type="ordered" size="sm" spacing="xs">
        <List.Item>{t('integrations.partner.step-apply', { name: integration.name })}</List.Item>
        <List.Item>{t('integrations.partner.step-choose')}</List.Item>
        <List.Item>{t('integrations.partner.step-orders')}</List.Item>
      </List>
    </Stack>
  );
};

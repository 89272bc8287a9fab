import { Alert, Stack } from '@mantine/core';
import type { Integration } from '@shipdeck/domain/integrations/integration.schema';
import { IntegrationActivation } from '@shipdeck/domain/integrations/integration-catalogue';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { useIntegrationsT } from '../hooks/use-integrations-t.ts';
import { IntegrationForm } from './integration-form.tsx';
import { ModuleGuide, PartnerGuide } from './module-guide.tsx';
import { TutorialVideo } from './tutorial-video.tsx';

/** The side panel of one integration: its form, its module guide with the API key, or a partner's guide. */
export const IntegrationPanel = (props: {
  integration: Integration | null;
  hasConnectionFailed: boolean;
  onClose: () => void;
}) => {
  const { t } = useIntegrationsT();
  const { integration, hasConnectionFailed, onClose } = props;
  return (
    <SidePanel opened={integration !== null} onClose={onClose} title={integration?.name ?? ''}>
      {integration ? (
        <Stack gap="md">
          {hasConnectionFailed ? (
            <Alert color="red" role="alert" title={t('integrations.panel.error-title')}>
              {t('integrations.panel.connection-failed')}
            </Alert>
          ) : null}
          <TutorialVideo integration={integration} />
          {integration.activation === IntegrationActivation.Module ? (
            <ModuleGuide integration={integration} />
          ) : integration.activation === IntegrationActivation.Guide ? (
            <PartnerGuide integration={integration} />
          ) : (
            <IntegrationForm
              key={`${integration.alias}:${integration.isConnected}`}
              integration={integration}
            />
          )}
        </Stack>
      ) : null}
    </SidePanel>
  );
};

import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useIntegrations } from '../api/get-integrations.ts';
import { IntegrationCard } from '../components/integration-card.tsx';
import { IntegrationPanel } from '../components/integration-panel.tsx';
import { useIntegrationsT } from '../hooks/use-integrations-t.ts';

/**
 * /settings/integrations and /settings/integrations/{alias}: the grid of integrations; with an
 * alias the URL is reset to the plain route and that integration's panel opens (with `?error=true`, after
 * a failed connection, saying so).
 */
export const IntegrationsPage = () => {
  const { t } = useIntegrationsT();
  useDocumentTitle(t('settings-menu.integrations'), useInit().tenant.brandName);
  const { alias } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const paths = usePrivatePaths();
  const integrations = useIntegrations();
  const opening = useLocation().state as { open?: string; hasFailed?: boolean } | null;
  const [selected, setSelected] = useState<string | null>(opening?.open ?? null);
  const [hasConnectionFailed, setHasConnectionFailed] = useState(opening?.hasFailed === true);
  const hasFailedFlag = search.get('error') === 'true';

  // The alias route becomes the plain one; which panel to open (and the error flag) rides in its state.
  useEffect(() => {
    if (!alias) return;
    void navigate(paths.settings.integrations(), {
      replace: true,
      state: { open: alias, hasFailed: hasFailedFlag },
    });
  }, [alias, hasFailedFlag, navigate, paths]);

  useEffect(() => {
    if (!opening?.open) return;
    setSelected(opening.open);
    setHasConnectionFailed(opening.hasFailed === true);
  }, [opening]);

  const integration = integrations.data?.find((item) => item.alias === selected) ?? null;

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1}>{t('settings-menu.integrations')}</Title>
        <Text size="sm" c="dimmed">
          {t('integrations.subtitle')}
        </Text>
      </Stack>
      {integrations.isPending ? (
        <LoadingState />
      ) : integrations.isError ? (
        <ErrorState onRetry={() => void integrations.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {integrations.data.map((item) => (
            <IntegrationCard
              key={item.alias}
              integration={item}
              onOpen={() => {
                setHasConnectionFailed(false);
                setSelected(item.alias);
              }}
            />
          ))}
        </SimpleGrid>
      )}
      <IntegrationPanel
        integration={integration}
        hasConnectionFailed={hasConnectionFailed}
        onClose={() => {
          setSelected(null);
          setHasConnectionFailed(false);
        }}
      />
    </Stack>
  );
};

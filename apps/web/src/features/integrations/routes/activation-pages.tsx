import { Stack, Title } from '@mantine/core';
import type { IntegrationData } from '@shipdeck/domain/integrations/integration.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { requestShopImport } from '../../../shared/events/shop-import-request.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { LoadingState } from '../../../shared/ui/states.tsx';
import { activateIntegration } from '../api/activate-integration.ts';
import { integrationKeys } from '../api/integration-keys.ts';
import { startFlow } from '../api/start-flow.ts';
import { useIntegrationsT } from '../hooks/use-integrations-t.ts';

/** What the seller sees while the server answers: the step as the page title, and a loader. */
const ActivationWait = ({ title }: { title: string }) => (
  <Stack gap="md">
    <Title order={1}>{title}</Title>
    <LoadingState />
  </Stack>
);

/** A failed round trip goes to the integration's settings page with the error flag. */
const useFailure = (alias: string) => {
  const navigate = useNavigate();
  const paths = usePrivatePaths();
  return () => void navigate(`${paths.settings.integrations(alias)}?error=true`, { replace: true });
};

/**
 * /integrations/{alias}/activate/start-flow: asks the server for the marketplace's authorisation address
 * (with the panel's data, passed as navigation state) and sends the browser there.
 */
export const StartFlowPage = () => {
  const { t } = useIntegrationsT();
  const { alias = '' } = useParams();
  const location = useLocation();
  const paths = usePrivatePaths();
  const fail = useFailure(alias);
  const hasStarted = useRef(false);
  const data = ((location.state as { data?: IntegrationData } | null)?.data ?? {}) as IntegrationData;

  useEffect(() => {
    // Once: a second start would leave a state the marketplace never sees.
    if (hasStarted.current) return;
    hasStarted.current = true;
    startFlow({ integration: alias, data, redirectPath: paths.integrationCallback(alias) })
      .then(({ redirectUrl }) => window.location.assign(redirectUrl))
      .catch(fail);
  }, [alias, data, paths, fail]);

  return <ActivationWait title={t('pages.integration-start', { alias })} />;
};

/**
 * /integrations/{alias}/activate/complete-flow: hands the marketplace's answer to the server; on success
 * refreshes the integrations, opens the import modal and goes to the inbox 'all'.
 */
export const CompleteFlowPage = () => {
  const { t } = useIntegrationsT();
  const { alias = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const paths = usePrivatePaths();
  const queryClient = useQueryClient();
  const fail = useFailure(alias);
  const hasCompleted = useRef(false);

  useEffect(() => {
    if (hasCompleted.current) return;
    hasCompleted.current = true;
    activateIntegration({ integration: alias, params: Object.fromEntries(search) })
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: integrationKeys.all });
        await navigate(paths.inbox('all'), { replace: true });
        requestShopImport({ integration: alias });
      })
      .catch(fail);
  }, [alias, search, navigate, paths, queryClient, fail]);

  return <ActivationWait title={t('pages.integration-complete', { alias })} />;
};

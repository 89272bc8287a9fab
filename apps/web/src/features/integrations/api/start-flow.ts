import type { IntegrationData } from '@shipdeck/domain/integrations/integration.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** Start-flow (login start-flow): the marketplace's authorisation address to send the browser to. */
export const startFlow = (input: { integration: string; data: IntegrationData; redirectPath: string }) =>
  apiRequest<{ redirectUrl: string }>(
    `/integrations/${encodeURIComponent(input.integration)}/login/start-flow`,
    {
      method: 'POST',
      body: { data: input.data, redirectPath: input.redirectPath },
    },
  );

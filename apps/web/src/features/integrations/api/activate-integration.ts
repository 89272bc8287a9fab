import { apiRequest } from '../../../shared/api/api-client.ts';

/** Complete-flow (activate): hands the marketplace's answer (code, state or error) to the server. */
export const activateIntegration = (input: { integration: string; params: Record<string, string> }) =>
  apiRequest<{ identifier: string }>(`/integrations/${encodeURIComponent(input.integration)}/activate`, {
    method: 'POST',
    body: { params: input.params },
  });

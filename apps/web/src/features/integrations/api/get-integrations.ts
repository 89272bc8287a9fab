import type { Integration } from '@shipdeck/domain/integrations/integration.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { integrationKeys } from './integration-keys.ts';

export const getIntegrations = (signal?: AbortSignal) =>
  apiRequest<{ integrations: Integration[] }>('/integrations', { signal }).then(
    (answer) => answer.integrations,
  );

export const integrationsQueryOptions = () =>
  queryOptions({ queryKey: integrationKeys.lists(), queryFn: ({ signal }) => getIntegrations(signal) });

/** The catalogue with the client's connection of each integration. */
export const useIntegrations = (options: { isEnabled?: boolean } = {}) =>
  useQuery({ ...integrationsQueryOptions(), enabled: options.isEnabled ?? true });

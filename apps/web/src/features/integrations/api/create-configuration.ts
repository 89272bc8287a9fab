import type { CreateConfiguration } from '@shipdeck/domain/integrations/integration.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { integrationKeys } from './integration-keys.ts';

export const createConfiguration = (body: CreateConfiguration) =>
  apiRequest<{ identifier: string }>('/integrations/configurations', { method: 'POST', body });

/** Connects an integration with its form's data. */
export const useCreateConfiguration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConfiguration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
};

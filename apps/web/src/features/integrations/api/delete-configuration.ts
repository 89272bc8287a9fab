import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { integrationKeys } from './integration-keys.ts';

export const deleteConfiguration = (identifier: string) =>
  apiRequest<null>(`/integrations/configurations/${encodeURIComponent(identifier)}`, { method: 'DELETE' });

/** Disconnects an integration (deactivation). */
export const useDeleteConfiguration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConfiguration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
};

import type { CurrentApiKey } from '@shipdeck/domain/api-keys/api-key.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { apiKeyKeys } from './api-key-keys.ts';

export const deleteApiKey = () => apiRequest<void>('/api-key', { method: 'DELETE' });

/** Revokes the key; afterwards the page offers to generate one. */
export const useDeleteApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApiKey,
    // Another tab may have changed the key: a refused change shows the key as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
    onSuccess: () => queryClient.setQueryData<CurrentApiKey>(apiKeyKeys.all, { apiKey: null }),
  });
};

import type { CurrentApiKey } from '@shipdeck/domain/api-keys/api-key.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { apiKeyKeys } from './api-key-keys.ts';

export const createApiKey = () => apiRequest<CurrentApiKey>('/api-key', { method: 'POST' });

/** Generates the key; the page shows it straight from the answer. */
export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    // Another tab may have changed the key: a refused change shows the key as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
    onSuccess: (answer) => queryClient.setQueryData(apiKeyKeys.all, answer),
  });
};

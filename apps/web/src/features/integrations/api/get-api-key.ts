import type { CurrentApiKey } from '@shipdeck/domain/api-keys/api-key.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** The client's API key, which a plugin module is given (the key itself is managed in Settings → API key). */
export const useModuleApiKey = () =>
  useQuery({
    queryKey: ['api-key'],
    queryFn: ({ signal }) => apiRequest<CurrentApiKey>('/api-key', { signal }),
  });

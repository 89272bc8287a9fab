import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

export const getDebugAvailability = () => apiRequest<{ available: boolean }>('/debug');

export const debugAvailabilityQueryOptions = () =>
  queryOptions({
    queryKey: ['debug', 'availability'] as const,
    queryFn: getDebugAvailability,
    staleTime: 60_000,
  });

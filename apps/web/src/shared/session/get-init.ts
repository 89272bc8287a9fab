import type { InitResponse } from '@shipdeck/domain/client/init.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client.ts';

export const initKeys = { all: ['init'] as const };

// Init failures are handled where init is loaded (the private layout goes to login on any of them),
// so the global 401 rule stays out of the way of that redirect.
export const getInit = (signal?: AbortSignal) =>
  apiRequest<InitResponse>('/init', { signal, isSessionCheckSkipped: true });

/** Startup data (GET /init). Loaded once by the private layout; changed by events and mutations. */
export const initQueryOptions = () =>
  queryOptions({
    queryKey: initKeys.all,
    queryFn: ({ signal }) => getInit(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The signed-in session. Only under the private layout, whose loader has fetched it. */
export const useInit = () => useSuspenseQuery(initQueryOptions()).data;

export const useClientFeatures = () => useInit().features;
export const useCapabilities = () => useInit().capabilities;

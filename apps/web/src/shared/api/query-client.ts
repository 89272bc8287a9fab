import { QueryClient } from '@tanstack/react-query';

/** Spec 1 §4: query results are cached without retries or refetch on focus. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

import { QueryClient } from '@tanstack/react-query';

/** Query results are cached without retries or refetch on focus: a failure shows at once, a tab switch costs no call. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

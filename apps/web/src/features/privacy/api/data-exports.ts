import type { DataExport, LatestDataExport } from '@shipdeck/domain/account/account.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

export const dataExportKeys = {
  all: ['account-data-exports'] as const,
  latest: () => [...dataExportKeys.all, 'latest'] as const,
};

// While the job runs, the page asks for its progress this often.
const PROGRESS_POLL_MS = 1000;

export const getLatestDataExport = (signal?: AbortSignal) =>
  apiRequest<LatestDataExport>('/account/data-exports/latest', { signal });

export const latestDataExportQueryOptions = () =>
  queryOptions({
    queryKey: dataExportKeys.latest(),
    queryFn: ({ signal }) => getLatestDataExport(signal),
    refetchInterval: (query) =>
      query.state.data?.dataExport?.status === 'PENDING' ? PROGRESS_POLL_MS : false,
  });

/** The newest "download my data" request, polled while it is being made. */
export const useLatestDataExport = () => useQuery(latestDataExportQueryOptions());

/** POST /account/data-exports: starts an export (or answers the one being made). */
export const useCreateDataExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DataExport>('/account/data-exports', { method: 'POST' }),
    onSuccess: (dataExport) => queryClient.setQueryData(dataExportKeys.latest(), { dataExport }),
  });
};

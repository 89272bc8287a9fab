import type { ProblemsPage } from '@shipdeck/domain/problems/problems.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** Query keys of the problems inbox. */
export const problemsKeys = {
  all: ['problems'] as const,
  lists: () => [...problemsKeys.all, 'list'] as const,
  list: (page: number) => [...problemsKeys.lists(), page] as const,
};

export const getProblems = (page: number, signal?: AbortSignal) =>
  apiRequest<ProblemsPage>(`/problems?page=${page}`, { signal });

export const useProblems = (page: number) =>
  useQuery({
    queryKey: problemsKeys.list(page),
    queryFn: ({ signal }) => getProblems(page, signal),
    placeholderData: keepPreviousData,
  });

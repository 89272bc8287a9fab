import type { PostalCode } from '@shipdeck/domain/geo/geo.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { postalCodeKeys } from './address-keys.ts';

export const getPostalCodes = (alpha2Code: string, q: string, signal?: AbortSignal) =>
  apiRequest<PostalCode[]>(
    `/postal-codes?alpha2Code=${encodeURIComponent(alpha2Code)}&q=${encodeURIComponent(q)}`,
    { signal },
  );

export const postalCodesQueryOptions = (alpha2Code: string, q: string) =>
  queryOptions({
    queryKey: postalCodeKeys.search(alpha2Code, q),
    queryFn: ({ signal }) => getPostalCodes(alpha2Code, q, signal),
    staleTime: 5 * 60_000,
  });

/** Postcodes of a country starting with `q` (or in the town `q`); the caller debounces `q`. */
export const usePostalCodes = (alpha2Code: string, q: string) =>
  useQuery({ ...postalCodesQueryOptions(alpha2Code, q), enabled: alpha2Code !== '' && q.trim().length >= 2 });

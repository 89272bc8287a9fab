import type { VolumeDiscounts } from '@shipdeck/domain/volume-discounts/volume-discounts.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { volumeDiscountKeys } from './volume-discount-keys.ts';

export const getVolumeDiscounts = (signal?: AbortSignal) =>
  apiRequest<VolumeDiscounts>('/volume-discounts', { signal });

export const volumeDiscountsQueryOptions = () =>
  queryOptions({ queryKey: volumeDiscountKeys.all, queryFn: ({ signal }) => getVolumeDiscounts(signal) });

/** The bands, the client's rate per carrier and whether it stated its volume. */
export const useVolumeDiscounts = () => useQuery(volumeDiscountsQueryOptions());

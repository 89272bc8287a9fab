import type { PaymentMethod } from '@shipdeck/domain/payments/payments.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

export const getSavedMethods = (signal?: AbortSignal) =>
  apiRequest<PaymentMethod[]>('/payment-methods', { signal });

export const savedMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.paymentMethods(),
    queryFn: ({ signal }) => getSavedMethods(signal),
    retry: false,
  });

/** Payment methods the client stored. */
export const useSavedMethods = () => useQuery(savedMethodsQueryOptions());

import type { PaymentMethodKind } from '@shipdeck/domain/payments/payments.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

export type AvailableMethods = {
  methods: { method: PaymentMethodKind; type: 'DIRECT' | 'DEFERRED' }[];
  preferred: PaymentMethodKind | null;
  isDeferredEligible: boolean;
};

export const getAvailableMethods = (signal?: AbortSignal) =>
  apiRequest<AvailableMethods>('/payment-methods/available', { signal });

export const availableMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.availableMethods(),
    queryFn: ({ signal }) => getAvailableMethods(signal),
    retry: false,
  });

/** The methods this client may pay with, the preferred one and whether invoice payment applies. */
export const useAvailableMethods = () => useQuery(availableMethodsQueryOptions());

import type { DeferredPayment } from '@shipdeck/domain/payments/payments.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { deferredPaymentKeys } from './billing-keys.ts';

export const getDeferredPayment = (signal?: AbortSignal) =>
  apiRequest<DeferredPayment>('/billing/deferred-payment', { signal });

export const deferredPaymentQueryOptions = () =>
  queryOptions({
    queryKey: deferredPaymentKeys.detail(),
    queryFn: ({ signal }) => getDeferredPayment(signal),
    retry: false,
  });

/** Whether the payment tab shows, the instrument behind deferred payment and whether direct debit is offered. */
export const useDeferredPayment = () => useQuery(deferredPaymentQueryOptions());

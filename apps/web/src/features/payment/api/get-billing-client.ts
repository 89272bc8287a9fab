import type { BillingClient } from '@shipdeck/domain/billing/billing.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

export const getBillingClient = (signal?: AbortSignal) =>
  apiRequest<{ billingClient: BillingClient | null }>('/billing-client', { signal });

export const billingClientQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.billingClient(),
    queryFn: ({ signal }) => getBillingClient(signal),
    retry: false,
  });

/** The client's invoicing details; null when there are none yet. */
export const useBillingClient = () =>
  useQuery({ ...billingClientQueryOptions(), select: (data) => data.billingClient });

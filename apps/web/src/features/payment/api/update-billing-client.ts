import type { BillingClient, BillingClientInput } from '@shipdeck/domain/billing/billing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

export const updateBillingClient = (input: BillingClientInput) =>
  apiRequest<BillingClient>('/billing-client', { method: 'PUT', body: input });

export const useSaveBillingClient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingClient,
    onSuccess: (billingClient) => queryClient.setQueryData(paymentKeys.billingClient(), { billingClient }),
  });
};

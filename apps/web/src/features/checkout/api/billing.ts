import type { BillingClient, BillingClientInput } from '@shipdeck/domain/billing/billing.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { checkoutKeys } from './checkout-keys.ts';

export const useBillingClient = () =>
  useQuery({
    queryKey: checkoutKeys.billingClient(),
    queryFn: ({ signal }) =>
      apiRequest<{ billingClient: BillingClient | null }>('/billing-client', { signal }),
    retry: false,
    select: (data) => data.billingClient,
  });

export const useSaveBillingClient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingClientInput) =>
      apiRequest<BillingClient>('/billing-client', { method: 'PUT', body: input }),
    onSuccess: (billingClient) => queryClient.setQueryData(checkoutKeys.billingClient(), { billingClient }),
  });
};

export type PhoneStatus = { active: boolean; verified: boolean; phone: string | null };

export const usePhoneStatus = () =>
  useQuery({
    queryKey: checkoutKeys.phoneStatus(),
    queryFn: ({ signal }) => apiRequest<PhoneStatus>('/phone-verification/status', { signal }),
    retry: false,
  });

export const sendPhoneCode = (phone: string) =>
  apiRequest<{ verificationResult: 'sent' | 'blocked'; nextRetryInMs: number }>('/phone-verification/send', {
    method: 'POST',
    body: { phone_number: phone },
  });

export const verifyPhoneCode = (phone: string, code: string) =>
  apiRequest<{ verified: boolean }>('/phone-verification/verify', {
    method: 'POST',
    body: { phone_number: phone, otp_code: code },
  });

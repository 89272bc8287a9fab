import type { CreateOrderRequest } from '@shipdeck/domain/orders/orders.schema';
import type { PaymentMethod, PaymentMethodKind } from '@shipdeck/domain/payments/payments.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { checkoutKeys } from './checkout-keys.ts';

export type AvailableMethods = {
  methods: { method: PaymentMethodKind; type: 'DIRECT' | 'DEFERRED' }[];
  preferred: PaymentMethodKind | null;
  isDeferredEligible: boolean;
};

export const useAvailableMethods = () =>
  useQuery({
    queryKey: checkoutKeys.availableMethods(),
    queryFn: ({ signal }) => apiRequest<AvailableMethods>('/payment-methods/available', { signal }),
    retry: false,
  });

export const useSavedMethods = () =>
  useQuery({
    queryKey: checkoutKeys.paymentMethods(),
    queryFn: ({ signal }) => apiRequest<PaymentMethod[]>('/payment-methods', { signal }),
    retry: false,
  });

export type Card = { number: string; expiry: string; cvv: string };

/** The sandbox gateway's browser steps (docs/sandbox.md "Payments"). */
export const tokenize = (input: { method: PaymentMethodKind; card?: Card }) =>
  apiRequest<{ nonce: string }>('/payments/sandbox/tokenize', { method: 'POST', body: input });

export const startThreeDSecure = (input: { nonce: string; amount: number }) =>
  apiRequest<{ challengeId: string }>('/payments/3ds', { method: 'POST', body: input });

export const completeThreeDSecure = (challengeId: string, code: string) =>
  apiRequest<{ nonce: string }>(`/payments/3ds/${encodeURIComponent(challengeId)}/complete`, {
    method: 'POST',
    body: { code },
  });

export const startPayPal = (input: { amount: number; returnPath: string }) =>
  apiRequest<{ paymentId: string; approveUrl: string }>('/payments/paypal', { method: 'POST', body: input });

export const completePayPal = (input: { paymentId: string; token: string; PayerID: string }) =>
  apiRequest<{ nonce: string }>('/payments/paypal/complete', { method: 'POST', body: input });

export type CreateOrderResponse = {
  orderReference: string;
  totalAmount: number;
  shipments: { reference: string; status: boolean; error_code?: string; message?: string }[];
};

export const createOrder = (body: CreateOrderRequest) =>
  apiRequest<CreateOrderResponse>('/orders', { method: 'POST', body });

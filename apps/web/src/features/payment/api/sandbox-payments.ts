import type { PaymentMethodKind } from '@shipdeck/domain/payments/payments.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

/**
 * The sandbox gateway's browser steps (docs/sandbox.md "Payments"): what a real gateway's browser
 * SDK would do — tokenize details into a nonce, pass the card's 3-D Secure challenge, and run the
 * PayPal approval round trip.
 */
export type Card = { number: string; expiry: string; cvv: string };

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

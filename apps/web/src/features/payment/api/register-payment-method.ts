import type { RegisterPaymentMethodRequest } from '@shipdeck/domain/payments/payments.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** Keeps a verified payment (a card after 3-D Secure) for later payments, with the seller's consent. */
export const registerPaymentMethod = (body: RegisterPaymentMethodRequest) =>
  apiRequest<{ id: string }>('/payment-methods', { method: 'POST', body });

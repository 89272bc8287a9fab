import { PAYMENT_METHODS_KEY } from '../../../shared/api/payment-method-keys.ts';

/** Query keys of paying: payment methods, invoicing details and the phone check before a first payment. */
export const paymentKeys = {
  all: ['payment'] as const,
  availableMethods: () => [...PAYMENT_METHODS_KEY, 'available'] as const,
  paymentMethods: () => PAYMENT_METHODS_KEY,
  billingClient: () => ['payment', 'billing-client'] as const,
  phoneStatus: () => ['payment', 'phone-verification'] as const,
};

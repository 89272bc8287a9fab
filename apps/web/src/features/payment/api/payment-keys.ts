/** Query keys of paying: payment methods, invoicing details and the phone check before a first payment. */
export const paymentKeys = {
  all: ['payment'] as const,
  availableMethods: () => ['payment', 'payment-methods', 'available'] as const,
  paymentMethods: () => ['payment', 'payment-methods'] as const,
  billingClient: () => ['payment', 'billing-client'] as const,
  phoneStatus: () => ['payment', 'phone-verification'] as const,
};

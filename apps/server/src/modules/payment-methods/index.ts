/** The payment-methods module's door: other code reaches it only through what is exported here. */

export { getDeferredEligibility } from './find-available-payment-methods.ts';
export { findPaymentMethods, getStoredPaymentMethod, markPaymentMethodUsed } from './find-payment-methods.ts';
export { getDeferredInstrument } from './get-deferred-payment.ts';
export { paymentFailureError } from './payment-failure-error.ts';
export { type PaymentMethodsProviders, paymentMethodsRoutes } from './payment-methods.routes.ts';

// What other features may use of paying: the payment form and its hook, the invoicing details and
// phone check asked before a first payment, the charge and price summaries, and order errors.
export type { CreateOrderResponse } from './api/create-order.ts';
export { useBillingClient } from './api/get-billing-client.ts';
export { usePhoneStatus } from './api/get-phone-status.ts';
export { useSavedMethods } from './api/get-saved-methods.ts';
export { registerPaymentMethod } from './api/register-payment-method.ts';
export {
  type Card,
  completePayPal,
  completeThreeDSecure,
  startPayPal,
  startThreeDSecure,
  tokenize,
} from './api/sandbox-payments.ts';
export { useSaveBillingClient } from './api/update-billing-client.ts';
export { InvoiceCard } from './components/invoice-card.tsx';
export { PaymentForm } from './components/payment-form.tsx';
export { PhoneVerification } from './components/phone-verification.tsx';
export { ChargeSummary, PriceSummary } from './components/price-summary.tsx';
export { type OrderErrorHandler, type PlacedPayment, useOrderPayment } from './hooks/use-order-payment.ts';
export { OrderErrorHandling, orderMessagesText } from './rules/order-error.ts';
export { isPayPalReturn, PAYPAL_RETURN_PARAMS } from './rules/paypal-return.ts';

// What other features may use of paying for several shipments at once: the payment and insurance
// flows of the bulk panel and reopening a payment after PayPal or a reload.
export { BulkInsuranceFromPaymentFlow, BulkPaymentFlow } from './components/bulk-payment-flow.tsx';
export { useReopenBulkPayment, withReopenedRows } from './hooks/use-reopen-bulk-payment.ts';

// What other features may use of paying for several shipments at once: the payment and insurance
// flows of the bulk panel, the payment summary page, and reopening a payment after PayPal or a reload.
export { BulkInsuranceFromPaymentFlow, BulkPaymentFlow } from './components/bulk-payment-flow.tsx';
export { useReopenBulkPayment, withReopenedRows } from './hooks/use-reopen-bulk-payment.ts';
export { PaymentSummaryPage } from './routes/bulk-summary-page.tsx';

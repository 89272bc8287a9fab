// What other features may use of a bought shipment: the dialog that prints or downloads its labels.

// The person at the printer sets the format every label dialog starts on.
export { useUpdatePrintFormat } from './api/update-print-format.ts';
export { LabelDialog } from './components/label-dialog.tsx';

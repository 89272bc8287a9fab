// What other features may use of a bought shipment: the dialog that prints or downloads its labels.
export { LabelDialog } from './components/label-dialog.tsx';

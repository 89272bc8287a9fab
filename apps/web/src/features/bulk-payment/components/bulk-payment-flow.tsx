import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';

export type BulkPaymentFlowProps = {
  /** The selected rows; only those ready to purchase are paid. */
  shipments: ShipmentView[];
  /** Opens the insurance-from-payment flow. */
  onInsurance: () => void;
  onClose: () => void;
};

/** Bulk payment (spec 2 §4): to be built. */
export const BulkPaymentFlow = (_props: BulkPaymentFlowProps) => null;

export type BulkInsuranceFromPaymentFlowProps = {
  shipments: ShipmentView[];
  /** Back to the payment flow. */
  onBack: () => void;
};

/** Insurance chosen from the bulk payment (spec 2 §2): to be built. */
export const BulkInsuranceFromPaymentFlow = (_props: BulkInsuranceFromPaymentFlowProps) => null;

import type { ShipmentPanelKind } from '../../shipments/components/workspace-panel.ts';

export type ShipmentPanelProps = {
  kind: ShipmentPanelKind;
  reference: string;
  opened: boolean;
  onClose: () => void;
  /** Content saved and the shipment ready to purchase: open the bulk payment for it. */
  onGoToPayment: (reference: string) => void;
};

/** The side panels of one shipment (spec 2 §2, §4): to be built. */
export const ShipmentPanel = (_props: ShipmentPanelProps) => null;

import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import type { BulkFlow } from '../../shipments/components/workspace-panel.ts';

export type BulkPanelProps = {
  opened: boolean;
  flow: BulkFlow;
  onFlowChange: (flow: BulkFlow) => void;
  /** The selected rows, as loaded in the list. */
  shipments: ShipmentView[];
  onClose: () => void;
  /** Replaces the selection (failed shipments of a bulk update are reselected). */
  onSelect: (references: string[]) => void;
};

/** The bulk panel (spec 2 §2, §4): to be built. */
export const BulkPanel = (_props: BulkPanelProps) => null;

import type { BulkFlow } from '../../bulk/index.ts';
import type { ShipmentPanelKind } from '../../shipment-panels/index.ts';

/** The one side panel the shipments workspace shows at a time. */
export type WorkspacePanel =
  | { kind: 'filters' }
  | { kind: 'export' }
  | { kind: 'import' }
  | { kind: ShipmentPanelKind; reference: string }
  | { kind: 'bulk'; flow: BulkFlow };

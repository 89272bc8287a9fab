/** The flows of the bulk panel. */
export const BULK_FLOWS = [
  'actions',
  'payment',
  'services',
  'insurance',
  'insurance-from-payment',
  'content',
  'parcels',
  'collection-date',
] as const;
export type BulkFlow = (typeof BULK_FLOWS)[number];

/** Panels of one shipment, opened from its row. */
export const SHIPMENT_PANELS = ['recipient', 'services', 'content', 'benefits'] as const;
export type ShipmentPanelKind = (typeof SHIPMENT_PANELS)[number];

/** The one side panel the shipments workspace shows at a time. */
export type WorkspacePanel =
  | { kind: 'filters' }
  | { kind: 'export' }
  | { kind: ShipmentPanelKind; reference: string }
  | { kind: 'bulk'; flow: BulkFlow };

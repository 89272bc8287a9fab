/** Panels of one shipment, opened from its row. */
const SHIPMENT_PANELS = ['recipient', 'services', 'content', 'benefits'] as const;
export type ShipmentPanelKind = (typeof SHIPMENT_PANELS)[number];

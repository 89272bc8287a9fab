// What other features may use of one shipment's side panels: the panel and the kinds it opens as.
export { ShipmentPanel } from './components/shipment-panel.tsx';
export type { ShipmentPanelKind } from './rules/shipment-panel-kinds.ts';

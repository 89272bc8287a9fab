/** The shipments module's door: other code reaches it only through what is exported here. */
export { archiveStaleShipments } from './archive-stale-shipments.ts';
export { bulkShipmentsRoutes } from './bulk.routes.ts';
export { requestShipmentCancellation } from './cancel-shipment.ts';
export { createImportedShipments, type ImportedDraft } from './create-imported-shipments.ts';
export { findCarrierVolumes } from './find-carrier-volumes.ts';
export { findLabelledOrderShipmentIds } from './find-labelled-orders.ts';
export { findOrderLabelProgress } from './find-order-label-progress.ts';
export { findProblemShipments, lastMovedAtOf } from './find-problem-shipments.ts';
export { trackShipment } from './get-tracking.ts';
export {
  findShipmentsByIds,
  findShipmentsByReferences,
  lockShipmentsForPurchase,
  markShipmentsPurchased,
  recordShipmentUpsales,
} from './purchase-shipments.ts';
export { seedDemoShipments } from './seed-demo-shipments.ts';
export { generateShipmentRows, insertShipmentsBulk } from './seed-shipments.ts';
export { denormalise } from './shipment-view.ts';
export { announceShipments, type ShipmentViewSources, shipmentViewsOf } from './shipment-views.ts';
export { shipmentsRoutes } from './shipments.routes.ts';
export type { NewShipmentRow, ShipmentPrice, ShipmentRow } from './shipments.tables.ts';
export type { ShipmentsDependencies } from './shipments-dependencies.ts';
export { isEditable } from './update-shipment.ts';

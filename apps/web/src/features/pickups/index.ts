// What other features may use of carrier collections: the details page's card and the booking dialog
// the shipments list opens for a selection.
export { PickupDialog } from './components/pickup-dialog.tsx';
export { ShipmentPickupCard } from './components/shipment-pickup-card.tsx';

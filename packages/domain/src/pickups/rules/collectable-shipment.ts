import { ShipmentState } from '../../shipments/shipment-states.ts';

/** A carrier collects a shipment once it is bought and labelled, until the parcel leaves. */
const COLLECTABLE_STATES: ReadonlySet<string> = new Set([
  ShipmentState.ReadyToPrint,
  ShipmentState.ReadyForCollection,
]);

/**
 * Whether a carrier collection can be booked for a shipment: bought and labelled, not yet on its way,
 * on a service the carrier collects (not one handed in at a drop-off point).
 */
export const isCollectableShipment = (shipment: {
  state: string;
  service: { dropOffOrigin?: boolean } | null | undefined;
}) => COLLECTABLE_STATES.has(shipment.state) && Boolean(shipment.service) && !shipment.service?.dropOffOrigin;

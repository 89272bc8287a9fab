import { ShipmentState } from '../../shipments/shipment-states.ts';

/** States a shipment reaches only after the carrier took the parcel. */
const LEFT_STATES: ReadonlySet<string> = new Set([
  ShipmentState.InTransit,
  ShipmentState.OutForDelivery,
  ShipmentState.Delivered,
  ShipmentState.Incident,
  ShipmentState.ReturnedToSender,
]);

/** Whether the carrier must be asked if it came: only once the collection's day has passed. */
export const isPickupDayOver = (input: { pickupDate: string; today: string }) =>
  input.pickupDate < input.today;

export type PickupCancelEligibility =
  | { isAllowed: true }
  | {
      isAllowed: false;
      /** `parcels-left`: tracking says a parcel left; `collected`: the day passed and the carrier confirmed it came. */
      reason: 'parcels-left' | 'collected';
    };

/**
 * Whether a booked collection can still be cancelled. Not once any of its parcels left (tracking
 * recorded a collection, or a state only reached after it), nor once its day has passed (`YYYY-MM-DD`,
 * both on the origin's calendar) and the carrier confirmed it collected. A day gone by without that
 * confirmation (a driver who never came) can still be cancelled.
 */
export const pickupCancelEligibility = (input: {
  shipments: readonly { state: string; collectedAt: Date | string | null }[];
  pickupDate: string;
  today: string;
  isCollectionConfirmed: boolean;
}): PickupCancelEligibility => {
  if (input.shipments.some((shipment) => shipment.collectedAt !== null || LEFT_STATES.has(shipment.state)))
    return { isAllowed: false, reason: 'parcels-left' };
  if (isPickupDayOver(input) && input.isCollectionConfirmed) return { isAllowed: false, reason: 'collected' };
  return { isAllowed: true };
};

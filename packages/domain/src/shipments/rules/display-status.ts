import { DisplayStatus, type ShipmentState } from '../shipment-states.ts';

const DISPLAY_BY_STATE: Record<ShipmentState, DisplayStatus> = {
  AWAITING_COMPLETION: DisplayStatus.Draft,
  READY_TO_PURCHASE: DisplayStatus.ReadyToPurchase,
  PURCHASE_SUCCESS: DisplayStatus.Processing,
  CARRIER_OK: DisplayStatus.Processing,
  CARRIER_KO: DisplayStatus.Processing,
  CARRIER_PENDING: DisplayStatus.Processing,
  RETRY: DisplayStatus.Processing,
  LABELS_KO: DisplayStatus.Processing,
  READY_TO_PRINT: DisplayStatus.ReadyForShipping,
  READY_FOR_COLLECTION: DisplayStatus.ReadyForShipping,
  IN_TRANSIT: DisplayStatus.InTransit,
  OUT_FOR_DELIVERY: DisplayStatus.OutForDelivery,
  DELIVERED: DisplayStatus.Delivered,
  INCIDENT: DisplayStatus.Incident,
  RETURNED_TO_SENDER: DisplayStatus.ReturnedToSender,
  CANCELED: DisplayStatus.Canceled,
  CANCEL_REQUESTED: DisplayStatus.Canceled,
};

/** Display status of a backend state: several backend states show as one status. */
export const displayStatusOf = (state: ShipmentState): DisplayStatus => DISPLAY_BY_STATE[state];

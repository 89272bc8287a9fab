import { DisplayStatus, type ShipmentState } from '../shipment-states.ts';
import { displayStatusOf } from './display-status.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Post-sale sidebar actions available for a shipment, by its display status. */
export const postSaleActions = (shipment: { state: ShipmentState; hasCustoms: boolean }) => {
  const display = displayStatusOf(shipment.state);
  const canPrint = (
    [DisplayStatus.ReadyForShipping, DisplayStatus.InTransit, DisplayStatus.OutForDelivery] as DisplayStatus[]
  ).includes(display);
  return {
    canPrintLabel: canPrint,
    canEmailLabel: canPrint,
    canCancel: display === DisplayStatus.ReadyForShipping || display === DisplayStatus.Processing,
    isCancelRequested: shipment.state === 'CANCEL_REQUESTED',
    canDownloadCustoms: display !== DisplayStatus.Canceled && shipment.hasCustoms,
  };
};

export type CancelEligibility =
  | { isAllowed: true }
  | { isAllowed: false; reason: 'state' | 'already-requested' | 'collected' | 'time-limit' };

/**
 * Whether the server accepts a cancellation: processing or ready for shipping, before collection,
 * within the tenant's limit in days from purchase (15 by default).
 */
export const cancelEligibility = (input: {
  state: ShipmentState;
  purchasedAt: Date | null;
  collectedAt: Date | null;
  now: Date;
  limitDays: number;
}): CancelEligibility => {
  if (input.state === 'CANCEL_REQUESTED' || input.state === 'CANCELED') {
    return { isAllowed: false, reason: 'already-requested' };
  }
  if (input.collectedAt) return { isAllowed: false, reason: 'collected' };
  if (!postSaleActions({ state: input.state, hasCustoms: false }).canCancel)
    return { isAllowed: false, reason: 'state' };
  if (input.purchasedAt && input.now.getTime() - input.purchasedAt.getTime() > input.limitDays * DAY_MS) {
    return { isAllowed: false, reason: 'time-limit' };
  }
  return { isAllowed: true };
};

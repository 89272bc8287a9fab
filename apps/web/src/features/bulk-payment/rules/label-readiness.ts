import { isLabelRefused } from '@shipdeck/domain/shipments/rules/label-failure';
import type { OrderSummary } from '../api/get-order.ts';

/** The order line status the server gives a shipment whose payment failed. */
export const PAYMENT_FAILED = 'PAYMENT_FAILED';

/**
 * States in which a shipment's label exists: READY_TO_PRINT and every state a shipment can reach
 * after it, so that a parcel already collected still counts as ready.
 */
const LABEL_READY_STATES: readonly string[] = [
  'READY_TO_PRINT',
  'READY_FOR_COLLECTION',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'INCIDENT',
  'RETURNED_TO_SENDER',
];

export const isLabelReady = (state: string) => LABEL_READY_STATES.includes(state);

export type LabelReadiness = {
  /** Paid shipments, in order: the ones whose labels are awaited. */
  paid: string[];
  failed: { reference: string; errorCode: string | null }[];
  ready: string[];
  /** Paid shipments whose label the carrier refused. */
  labelFailed: string[];
  /** Every paid shipment's label is ready. */
  isComplete: boolean;
  /** No label is still being made: each is ready or failed. */
  isSettled: boolean;
};

/**
 * Label readiness in the payment summary: starts from the paid shipments the order
 * summary already shows ready, and adds those a shipment.updated event reported READY_TO_PRINT
 * (`states`: the latest state per reference seen in events). A label the carrier refused is
 * failed, not awaited: the page stops waiting once every label is ready or failed.
 */
export const labelReadinessOf = (
  order: Pick<OrderSummary, 'shipments'>,
  states: ReadonlyMap<string, string>,
): LabelReadiness => {
  const paid: string[] = [];
  const failed: LabelReadiness['failed'] = [];
  for (const line of order.shipments) {
    if (line.status === PAYMENT_FAILED)
      failed.push({ reference: line.shipmentReference, errorCode: line.error_code });
    else paid.push(line.shipmentReference);
  }
  const statusOf = new Map(order.shipments.map((line) => [line.shipmentReference, line.status]));
  const stateOf = (reference: string) => states.get(reference) ?? statusOf.get(reference) ?? '';
  const ready = paid.filter((reference) => isLabelReady(stateOf(reference)));
  const labelFailed = paid.filter((reference) => isLabelRefused(stateOf(reference)));
  return {
    paid,
    failed,
    ready,
    labelFailed,
    isComplete: paid.length > 0 && ready.length === paid.length,
    isSettled: paid.length > 0 && ready.length + labelFailed.length === paid.length,
  };
};

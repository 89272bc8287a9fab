import type { ShipmentState } from '../shipment-states.ts';

/** States in which the carrier refused to make a paid shipment's label. */
const LABEL_REFUSED_STATES: readonly string[] = ['LABELS_KO', 'CARRIER_KO'] satisfies ShipmentState[];

/**
 * Whether a paid shipment's label was refused: its display status stays "Processing", but no label
 * is coming, so the seller is told it failed and what to do (cancel for a refund, create it again).
 */
export const isLabelRefused = (state: string) => LABEL_REFUSED_STATES.includes(state);

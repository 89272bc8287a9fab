import type { CancelReason } from '../../shipments/post-sale.schema.ts';
import type { CANCEL_REASONS } from '../support.schema.ts';

type TicketCancelReason = (typeof CANCEL_REASONS)[number];

/**
 * The cancel reason a shipment records when a support ticket cancels it: a duplicate stays a duplicate;
 * the ticket's other reasons (no longer needed, wrong details, carrier delay, other) name no single
 * mistake the shipment's own reasons tell apart, so they are recorded as "other".
 */
export const shipmentCancelReasonOf = (reason: TicketCancelReason): CancelReason =>
  reason === 'DUPLICATE' ? 'DUPLICATED' : 'OTHER';

/**
 * What a cancel ticket did with its shipment: asked the carrier to cancel it, then the carrier's answer
 * (cancelled, and refunded through the order; or refused, left for an agent). Null for a ticket that
 * only recorded the request.
 */
export const CANCEL_TICKET_OUTCOMES = ['REQUESTED', 'CANCELED', 'REFUSED'] as const;
export type CancelTicketOutcome = (typeof CANCEL_TICKET_OUTCOMES)[number];

/** Where the carrier's answer leaves a cancel ticket: solved once cancelled, open for an agent if refused. */
export const cancelTicketAfterAnswer = (
  accepted: boolean,
): { outcome: CancelTicketOutcome; status: 'SOLVED' | 'OPEN' } =>
  accepted ? { outcome: 'CANCELED', status: 'SOLVED' } : { outcome: 'REFUSED', status: 'OPEN' };

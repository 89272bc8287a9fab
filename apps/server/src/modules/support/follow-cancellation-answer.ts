import { cancelTicketAfterAnswer } from '@shipdeck/domain/support/rules/cancel-ticket';
import type { Db } from '../../platform/db/database.ts';
import { supportRepository } from './support.repository.ts';

/**
 * The carrier answered the cancellation a cancel ticket asked for, in the transaction that records the
 * answer: the ticket is solved once the shipment is cancelled (its refund follows the order's path), and
 * left open for an agent when the carrier refused.
 */
export const followCancellationAnswer = async (
  tx: Db,
  input: { clientId: string; shipmentReference: string; accepted: boolean; now?: Date },
) => {
  const { outcome, status } = cancelTicketAfterAnswer(input.accepted);
  await supportRepository.followCancelTickets(tx, {
    clientId: input.clientId,
    shipmentReference: input.shipmentReference,
    outcome,
    status,
    now: input.now ?? new Date(),
  });
};

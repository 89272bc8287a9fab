import { isClaimType } from '@shipdeck/domain/support/rules/ticket-status';
import { type ClaimDecisionRequest, SupportMessage } from '@shipdeck/domain/support/support.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { supportRepository } from './support.repository.ts';

/**
 * Staff console: decides a loss or damage claim once. Approved, it refunds the claimed amount (or the
 * amount staff set) as a transaction in the client's Billing → Transactions, and solves the ticket;
 * refused, it solves the ticket with no money.
 */
export const createClaimDecision = async (
  db: Db,
  input: { ticketId: string; request: ClaimDecisionRequest; now?: Date },
) =>
  db.transaction(async (tx) => {
    const ticket = await supportRepository.findTicketForUpdate(tx, input.ticketId);
    if (!ticket) throw notFound('support.error.ticket-not-found');
    if (!isClaimType(ticket.type) || !ticket.details.amount)
      throw new AppError({
        code: 'ValueNotAllowedField',
        status: 409,
        messageKey: SupportMessage.decisionNotClaim,
      });
    if (ticket.decisionApproved !== null)
      throw new AppError({ code: 'Conflict', status: 409, messageKey: SupportMessage.alreadyDecided });
    const { isApproved } = input.request;
    const amount = isApproved
      ? (input.request.refundAmount ?? Math.round(ticket.details.amount.value * 100))
      : null;
    if (amount !== null)
      await supportRepository.insertRefund(tx, {
        clientId: ticket.clientId,
        ticketId: ticket.id,
        reference: ticket.externalReference,
        amount,
        currency: ticket.details.amount.currency,
        createdAt: input.now ?? new Date(),
      });
    return supportRepository.updateTicket(tx, ticket.id, {
      decisionApproved: isApproved,
      decisionAmount: amount,
      status: 'SOLVED',
    });
  });

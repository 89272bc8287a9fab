import { isTicketClosed } from '@shipdeck/domain/support/rules/ticket-status';
import { type SendMessageRequest, SupportMessage } from '@shipdeck/domain/support/support.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors/app-error.ts';
import { sanitizeMessageHtml } from './sanitize-message-html.ts';
import { supportRepository } from './support.repository.ts';

/**
 * A message on a ticket's chat, from the seller (clientId set) or from staff (clientId null). A seller's
 * answer reopens a ticket that awaited information; a staff answer to a new ticket opens it. Solved or
 * closed tickets take no more messages.
 */
export const createTicketMessage = async (
  db: Db,
  input: { clientId: string | null; ticketId: string; request: SendMessageRequest; now?: Date },
) =>
  db.transaction(async (tx) => {
    const ticket = await supportRepository.findTicketForUpdate(tx, input.ticketId);
    if (!ticket || (input.clientId && ticket.clientId !== input.clientId))
      throw notFound('support.error.ticket-not-found');
    if (isTicketClosed(ticket.status))
      throw new AppError({ code: 'Conflict', status: 409, messageKey: SupportMessage.ticketClosed });
    const htmlBody = sanitizeMessageHtml(input.request.htmlBody);
    if (!htmlBody.replace(/<br \/>/g, '').trim())
      throw badRequest({ code: 'RequiredField', messageKey: SupportMessage.required, field: 'htmlBody' });
    const ids = [...new Set(input.request.attachments)];
    const loose = await supportRepository.findLooseAttachments(tx, ticket.clientId, ids);
    if (loose.length !== ids.length)
      throw badRequest({
        code: 'ValueNotAllowedField',
        messageKey: SupportMessage.attachmentUnknown,
        field: 'attachments',
      });
    const isAgent = input.clientId === null;
    const message = await supportRepository.insertMessage(tx, {
      clientId: ticket.clientId,
      ticketId: ticket.id,
      isAgent,
      htmlBody,
      createdAt: input.now ?? new Date(),
    });
    for (const id of ids)
      await supportRepository.bindAttachment(tx, id, { ticketId: ticket.id, messageId: message.id });
    const status = isAgent
      ? ticket.status === 'NEW'
        ? 'OPEN'
        : ticket.status
      : ticket.status === 'AWAITING_INFORMATION'
        ? 'OPEN'
        : ticket.status;
    await supportRepository.updateTicket(tx, ticket.id, { status });
    return message;
  });

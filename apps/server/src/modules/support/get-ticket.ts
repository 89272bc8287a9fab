import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { supportRepository } from './support.repository.ts';
import { type AttachmentUrlOf, toMessage, toTicket } from './ticket-views.ts';

/** One ticket with its chat; another client's ticket is not found (clientId null: staff). */
export const getTicket = async (
  db: Db,
  input: { clientId: string | null; id: string; urlOf: AttachmentUrlOf },
) => {
  const row = await supportRepository.findTicket(db, input.clientId, input.id);
  if (!row) throw notFound('support.error.ticket-not-found');
  const [attachments, messages] = await Promise.all([
    supportRepository.findTicketAttachments(db, row.id),
    supportRepository.findMessages(db, row.id),
  ]);
  return {
    ticket: { ...toTicket(row, attachments, input.urlOf), clientId: row.clientId },
    messages: messages.map((message) => toMessage(message, attachments, input.urlOf)),
  };
};

import type {
  AttachmentRole,
  Ticket,
  TicketAttachment,
  TicketMessage,
  TicketStatus,
  TicketType,
} from '@shipdeck/domain/support/support.schema';
import type { AttachmentRow, MessageRow, TicketRow } from './support.tables.ts';

/** Where an attachment opens for the reader: the client's file route, or the staff console's. */
export type AttachmentUrlOf = (attachment: AttachmentRow) => string;

export const toAttachment = (row: AttachmentRow, urlOf: AttachmentUrlOf): TicketAttachment => ({
  id: row.id,
  fileName: row.fileName,
  url: urlOf(row),
});

export const toTicket = (row: TicketRow, attachments: AttachmentRow[], urlOf: AttachmentUrlOf): Ticket => {
  const roles = attachments.filter((attachment) => attachment.role && !attachment.messageId);
  return {
    id: row.id,
    externalReference: row.externalReference,
    type: row.type as TicketType,
    status: row.status as TicketStatus,
    shipmentReference: row.shipmentReference,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reason: row.reason,
    productDescription: row.details.productDescription ?? null,
    amount: row.details.amount ?? null,
    // The payment details themselves (IBAN, PayPal account) never travel back: only their kind.
    paymentMethod: row.details.paymentMethod ? { type: row.details.paymentMethod.type } : null,
    collectionDate: row.details.collectionDate ?? null,
    additionalComments: row.details.additionalComments ?? null,
    attachments: Object.fromEntries(roles.map((a) => [a.role as AttachmentRole, toAttachment(a, urlOf)])),
    decision:
      row.decisionApproved === null
        ? null
        : { isApproved: row.decisionApproved, refundedAmount: row.decisionAmount },
    cancellation: row.details.cancellation ?? null,
  };
};

export const toMessage = (
  row: MessageRow,
  attachments: AttachmentRow[],
  urlOf: AttachmentUrlOf,
): TicketMessage => ({
  id: row.id,
  author: { isAgent: row.isAgent },
  createdAt: row.createdAt.toISOString(),
  htmlBody: row.htmlBody,
  attachments: attachments.filter((a) => a.messageId === row.id).map((a) => toAttachment(a, urlOf)),
});

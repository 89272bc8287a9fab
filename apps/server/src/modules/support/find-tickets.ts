import {
  SUPPORT_TICKETS_PAGE_SIZE,
  TICKET_STATUS_GROUPS,
  type TicketsQuery,
} from '@shipdeck/domain/support/support.schema';
import type { Db } from '../../platform/db/database.ts';
import { supportRepository } from './support.repository.ts';
import type { TicketRow } from './support.tables.ts';
import { type AttachmentUrlOf, toTicket } from './ticket-views.ts';

/**
 * One page of tickets, last changed first, filtered by a part of the shipment reference, a status group
 * (open = NEW + OPEN, solved = SOLVED + CLOSED) and a type. clientId null: every client's
 * (the staff console).
 */
export const findTickets = async (
  db: Db,
  input: { clientId: string | null; query: TicketsQuery; urlOf: AttachmentUrlOf },
) => {
  const { query } = input;
  const { rows, total } = await supportRepository.findTicketsPage(
    db,
    {
      clientId: input.clientId,
      shipmentReference: query.shipmentReference || undefined,
      statuses: query.statusGroup ? TICKET_STATUS_GROUPS[query.statusGroup] : undefined,
      type: query.type,
    },
    { limit: SUPPORT_TICKETS_PAGE_SIZE, offset: (query.page - 1) * SUPPORT_TICKETS_PAGE_SIZE },
  );
  const items = await Promise.all(
    rows.map(async (row: TicketRow) => ({
      ...toTicket(row, await supportRepository.findTicketAttachments(db, row.id), input.urlOf),
      clientId: row.clientId,
    })),
  );
  return {
    items,
    pagination: {
      currentPage: query.page,
      totalPages: Math.ceil(total / SUPPORT_TICKETS_PAGE_SIZE),
      totalElements: total,
    },
  };
};

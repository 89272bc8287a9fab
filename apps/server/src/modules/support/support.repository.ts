import type { TicketStatus } from '@shipdeck/domain/support/support.schema';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  type AttachmentRow,
  supportAttachments,
  supportMessages,
  supportRefunds,
  supportStaff,
  supportTickets,
  type TicketRow,
} from './support.tables.ts';

export type TicketFilters = {
  /** Null: every client's tickets (the staff console). */
  clientId: string | null;
  shipmentReference?: string;
  statuses?: readonly string[];
  type?: string;
};

const whereOf = (filters: TicketFilters): SQL | undefined =>
  and(
    filters.clientId ? eq(supportTickets.clientId, filters.clientId) : undefined,
    filters.shipmentReference
      ? sql`strpos(upper(${supportTickets.shipmentReference}), upper(${filters.shipmentReference})) > 0`
      : undefined,
    filters.statuses ? inArray(supportTickets.status, [...filters.statuses]) : undefined,
    filters.type ? eq(supportTickets.type, filters.type) : undefined,
  );

export const supportRepository = {
  insertTicket: async (db: Db, row: typeof supportTickets.$inferInsert) =>
    (await db.insert(supportTickets).values(row).returning())[0]!,

  findTicketsPage: async (db: Db, filters: TicketFilters, page: { limit: number; offset: number }) => {
    const where = whereOf(filters);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(supportTickets)
        .where(where)
        .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(supportTickets).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /** One ticket; scoped to the client unless clientId is null (staff). */
  findTicket: async (db: Db, clientId: string | null, id: string) =>
    (
      await db
        .select()
        .from(supportTickets)
        .where(and(eq(supportTickets.id, id), clientId ? eq(supportTickets.clientId, clientId) : undefined))
    )[0] ?? null,

  findTicketForUpdate: async (db: Db, id: string) =>
    (await db.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update'))[0] ?? null,

  findOpenTicketOf: async (db: Db, input: { clientId: string; shipmentReference: string; type: string }) =>
    (
      await db
        .select({ id: supportTickets.id, status: sql<TicketStatus>`${supportTickets.status}` })
        .from(supportTickets)
        .where(
          and(
            eq(supportTickets.clientId, input.clientId),
            eq(supportTickets.shipmentReference, input.shipmentReference),
            eq(supportTickets.type, input.type),
            inArray(supportTickets.status, ['NEW', 'OPEN', 'AWAITING_INFORMATION']),
          ),
        )
        .orderBy(desc(supportTickets.createdAt))
        .limit(1)
    )[0] ?? null,

  updateTicket: async (db: Db, id: string, patch: Partial<TicketRow>) =>
    (
      await db
        .update(supportTickets)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(supportTickets.id, id))
        .returning()
    )[0]!,

  /** The cancel tickets of a shipment still waiting for the carrier's answer to their cancellation. */
  followCancelTickets: (
    db: Db,
    input: { clientId: string; shipmentReference: string; outcome: string; status: TicketStatus; now: Date },
  ) =>
    db
      .update(supportTickets)
      .set({
        status: input.status,
        details: sql`${supportTickets.details} || jsonb_build_object('cancellation', ${input.outcome}::text)`,
        updatedAt: input.now,
      })
      .where(
        and(
          eq(supportTickets.clientId, input.clientId),
          eq(supportTickets.shipmentReference, input.shipmentReference),
          eq(supportTickets.type, 'CANCEL'),
          sql`${supportTickets.details} ->> 'cancellation' = 'REQUESTED'`,
        ),
      )
      .returning({ id: supportTickets.id }),

  insertMessage: async (db: Db, row: typeof supportMessages.$inferInsert) =>
    (await db.insert(supportMessages).values(row).returning())[0]!,

  findMessages: (db: Db, ticketId: string) =>
    db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, ticketId))
      .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id)),

  insertAttachment: async (db: Db, row: typeof supportAttachments.$inferInsert) =>
    (await db.insert(supportAttachments).values(row).returning())[0]!,

  /** Files bound to the client's tickets (or their messages), newest first, with their ticket's reference. */
  findEarlierAttachments: (db: Db, input: { clientId: string; shipmentReference?: string; limit: number }) =>
    db
      .select({ attachment: supportAttachments, ticketReference: supportTickets.externalReference })
      .from(supportAttachments)
      .innerJoin(supportTickets, eq(supportTickets.id, supportAttachments.ticketId))
      .where(
        and(
          eq(supportAttachments.clientId, input.clientId),
          eq(supportTickets.clientId, input.clientId),
          input.shipmentReference ? eq(supportTickets.shipmentReference, input.shipmentReference) : undefined,
        ),
      )
      .orderBy(desc(supportAttachments.createdAt), asc(supportAttachments.id))
      .limit(input.limit),

  /** One of the client's files that a ticket or message already took; null for a loose or another's. */
  findBoundAttachment: async (db: Db, clientId: string, id: string) =>
    (
      await db
        .select()
        .from(supportAttachments)
        .where(
          and(
            eq(supportAttachments.id, id),
            eq(supportAttachments.clientId, clientId),
            isNotNull(supportAttachments.ticketId),
          ),
        )
    )[0] ?? null,

  /** The client's uploads not yet bound to a ticket or message, by id. */
  findLooseAttachments: (db: Db, clientId: string, ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([] as AttachmentRow[])
      : db
          .select()
          .from(supportAttachments)
          .where(
            and(
              eq(supportAttachments.clientId, clientId),
              inArray(supportAttachments.id, ids),
              isNull(supportAttachments.ticketId),
            ),
          ),

  bindAttachment: (db: Db, id: string, binding: { ticketId: string; messageId?: string; role?: string }) =>
    db
      .update(supportAttachments)
      .set({ ticketId: binding.ticketId, messageId: binding.messageId ?? null, role: binding.role ?? null })
      .where(eq(supportAttachments.id, id)),

  findTicketAttachments: (db: Db, ticketId: string) =>
    db.select().from(supportAttachments).where(eq(supportAttachments.ticketId, ticketId)),

  findAttachment: async (db: Db, id: string) =>
    (await db.select().from(supportAttachments).where(eq(supportAttachments.id, id)))[0] ?? null,

  insertRefund: (db: Db, row: typeof supportRefunds.$inferInsert) => db.insert(supportRefunds).values(row),

  isStaff: async (db: Db, userId: string) =>
    (
      await db
        .select({ userId: supportStaff.userId })
        .from(supportStaff)
        .where(eq(supportStaff.userId, userId))
    ).length > 0,

  addStaff: (db: Db, userId: string) => db.insert(supportStaff).values({ userId }).onConflictDoNothing(),
};

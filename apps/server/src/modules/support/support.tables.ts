import type { CancelTicketOutcome } from '@shipdeck/domain/support/rules/cancel-ticket';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The type's own fields of a ticket, kept as one JSON document (migration 0121). */
export type TicketDetails = {
  productDescription?: string;
  amount?: { value: number; currency: string };
  paymentMethod?:
    | { type: 'BANK'; data: { accountHolder: string; iban: string; code: string } }
    | {
        type: 'PAYPAL';
        data: { account: string };
      };
  collectionDate?: string;
  additionalComments?: string;
  /** What a cancel ticket did with its shipment (absent on tickets that only recorded the request). */
  cancellation?: CancelTicketOutcome;
};

export const supportTickets = pgTable('support_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  externalReference: text('external_reference').notNull(),
  type: text('type').notNull(),
  status: text('status').notNull().default('NEW'),
  shipmentReference: text('shipment_reference'),
  reason: text('reason'),
  details: jsonb('details').$type<TicketDetails>().notNull().default({}),
  decisionApproved: boolean('decision_approved'),
  decisionAmount: bigint('decision_amount', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TicketRow = typeof supportTickets.$inferSelect;

export const supportMessages = pgTable('support_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  ticketId: uuid('ticket_id').notNull(),
  isAgent: boolean('is_agent').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type MessageRow = typeof supportMessages.$inferSelect;

export const supportAttachments = pgTable('support_attachments', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  ticketId: uuid('ticket_id'),
  messageId: uuid('message_id'),
  role: text('role'),
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type AttachmentRow = typeof supportAttachments.$inferSelect;

export const supportRefunds = pgTable('support_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  ticketId: uuid('ticket_id').notNull(),
  reference: text('reference').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const supportStaff = pgTable('support_staff', {
  userId: uuid('user_id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

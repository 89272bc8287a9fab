import { customType, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id'),
  sender: text('sender').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  /** Migration 0118: the reply-to address a branded mail carries. */
  replyTo: text('reply_to'),
  /** Migration 0124: what the mail is (`seller-mails.welcome` …), to find it among others. */
  kind: text('kind'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mailOutboxAttachments = pgTable('mail_outbox_attachments', {
  id: uuid('id').primaryKey().defaultRandom(),
  mailId: uuid('mail_id').notNull(),
  clientId: uuid('client_id'),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

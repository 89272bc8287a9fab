import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One mail the product owes a seller for one fact (migration 0124, ADR 0028). */
export const sellerMails = pgTable('seller_mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  /** The user it is written to; null: the client's account holder. */
  userId: uuid('user_id'),
  kind: text('kind').notNull(),
  /** Unique per kind: the same fact queued twice is one mail. */
  factKey: text('fact_key').notNull(),
  facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
  /** Where it went, once sent. */
  recipient: text('recipient'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

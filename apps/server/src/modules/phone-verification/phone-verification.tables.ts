import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const phoneVerifications = pgTable('phone_verifications', {
  clientId: uuid('client_id').primaryKey(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sends: integer('sends').notNull().default(1),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  nextRetryAt: timestamp('next_retry_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

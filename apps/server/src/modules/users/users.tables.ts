import type { PrintFormat } from '@shipdeck/domain/shipments/post-sale.schema';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  tenantId: text('tenant_id').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  language: text('language').notNull(),
  defaultPrintFormat: text('default_print_format').$type<PrintFormat>().notNull().default('4x6'),
  dataProcessing: boolean('data_processing').notNull().default(false),
  marketingEmails: boolean('marketing_emails').notNull().default(false),
  marketingCalls: boolean('marketing_calls').notNull().default(false),
  /** The IANA zone the user's browser reports; null until it does. */
  timeZone: text('time_zone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;

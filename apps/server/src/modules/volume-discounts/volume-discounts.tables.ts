import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The band of monthly shipments each client said it expects (migration 0106). */
export const volumeEstimates = pgTable('volume_estimates', {
  clientId: uuid('client_id').primaryKey(),
  band: text('band').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

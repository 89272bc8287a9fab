import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A client's onboarding answers (migration 0107). */
export const clientOnboarding = pgTable('client_onboarding', {
  clientId: uuid('client_id').primaryKey(),
  marketplaces: jsonb('marketplaces').$type<string[]>().notNull(),
  ecommerces: jsonb('ecommerces').$type<string[]>().notNull(),
  phonePrefix: text('phone_prefix'),
  phoneNumber: text('phone_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The recipient address book: at most 500 entries per client. */
export const recipientAddresses = pgTable('recipient_addresses', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  alias: text('alias').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  company: text('company'),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  street1: text('street1').notNull(),
  street2: text('street2'),
  alpha2Code: text('alpha2_code').notNull(),
  zipCode: text('zip_code').notNull(),
  city: text('city'),
  state: text('state'),
  postalCodeId: text('postal_code_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RecipientRow = typeof recipientAddresses.$inferSelect;

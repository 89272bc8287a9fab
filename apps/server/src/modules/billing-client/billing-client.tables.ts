import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const billingClients = pgTable('billing_clients', {
  clientId: uuid('client_id').primaryKey(),
  type: text('type').$type<'autonomous' | 'business'>().notNull(),
  companyName: text('company_name'),
  taxId: text('tax_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull(),
  address2: text('address2'),
  location: text('location').notNull(),
  zipCode: text('zip_code').notNull(),
  state: text('state'),
  country: text('country').notNull(),
  eoriNumber: text('eori_number'),
  vatNumber: text('vat_number'),
  iossNumber: text('ioss_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BillingClientRow = typeof billingClients.$inferSelect;

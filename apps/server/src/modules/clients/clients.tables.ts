import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const clients = pgTable('clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull(),
  type: text('type').$type<'autonomous' | 'business'>().notNull(),
  taxId: text('tax_id').notNull().default('-'),
  companyName: text('company_name'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
  address: text('address'),
  zipCode: text('zip_code'),
  city: text('city'),
  alpha2Code: text('alpha2_code').notNull(),
  language: text('language').notNull(),
  allowDeferred: boolean('allow_deferred').notNull().default(false),
  deferredPaymentBlocked: boolean('deferred_payment_blocked').notNull().default(false),
  /** Set when the account was deleted (its personal data erased; see the account module). */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ClientRow = typeof clients.$inferSelect;

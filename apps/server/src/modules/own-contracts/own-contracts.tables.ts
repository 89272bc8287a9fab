import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A client's own carrier contracts (migration 0119), one per carrier. The credentials are sealed by
 * envelope encryption (contract-credentials.ts): never a column in clear.
 */
export const ownContracts = pgTable('own_contracts', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  carrierId: text('carrier_id').notNull(),
  credentialsCiphertext: text('credentials_ciphertext').notNull(),
  dataKeyWrapped: text('data_key_wrapped').notNull(),
  serviceIds: text('service_ids').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A client's configuration of one integration (migration 0120); secrets stay server-side. */
export const integrationConfigurations = pgTable('integration_configurations', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  integration: text('integration').notNull(),
  identifier: text('identifier').notNull(),
  source: text('source').notNull(),
  data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
  status: text('status').$type<'CONNECTED' | 'UNAUTHORIZED'>().notNull().default('CONNECTED'),
  unauthorizedSubtype: text('unauthorized_subtype'),
  lastImportedAt: timestamp('last_imported_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type IntegrationConfigurationRow = typeof integrationConfigurations.$inferSelect;

/** An OAuth round trip in flight: the state sent to the marketplace and checked when it comes back. */
export const integrationOAuthStates = pgTable('integration_oauth_states', {
  state: text('state').primaryKey(),
  clientId: uuid('client_id').notNull(),
  integration: text('integration').notNull(),
  data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A shipped order the marketplace was told about, once per shipment. */
export const integrationFulfilments = pgTable('integration_fulfilments', {
  shipmentId: uuid('shipment_id').primaryKey(),
  clientId: uuid('client_id').notNull(),
  integration: text('integration').notNull(),
  externalOrderId: text('external_order_id').notNull(),
  trackingNumber: text('tracking_number').notNull(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
});

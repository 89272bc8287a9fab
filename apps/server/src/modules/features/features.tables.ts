import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const clientFeatures = pgTable(
  'client_features',
  {
    clientId: uuid('client_id').notNull(),
    featureName: text('feature_name').notNull(),
    source: text('source').notNull(),
    enabled: boolean('enabled').notNull(),
    behaviourProperties: jsonb('behaviour_properties').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.featureName] })],
);

export const clientCapabilities = pgTable(
  'client_capabilities',
  {
    clientId: uuid('client_id').notNull(),
    capabilityName: text('capability_name').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.capabilityName] })],
);

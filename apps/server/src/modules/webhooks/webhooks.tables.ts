import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** A client's webhook endpoints (migration 0112): at most WEBHOOK_ENDPOINTS_MAX each. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').notNull(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description').notNull().default(''),
    /** The signing secret, sealed with the API key encryption key. */
    secretCiphertext: text('secret_ciphertext').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_client_idx').on(t.clientId, t.createdAt)],
);

/** One event for one endpoint, with what its attempts gave. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').notNull(),
    endpointId: uuid('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: jsonb('body').notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCEEDED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique().on(t.endpointId, t.eventId),
    index('webhook_deliveries_log_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_client_idx').on(t.clientId),
  ],
);

export const webhookCursors = pgTable('webhook_cursors', {
  clientId: uuid('client_id').primaryKey(),
  eventId: bigint('event_id', { mode: 'number' }).notNull(),
});

export const webhookShipmentStates = pgTable(
  'webhook_shipment_states',
  {
    clientId: uuid('client_id').notNull(),
    reference: text('reference').notNull(),
    state: text('state').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.reference] })],
);

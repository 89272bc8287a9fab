import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Buyers' tracking links, by the SHA-256 of their token (migration 0123, ADR 0027). */
export const shipmentTrackingLinks = pgTable('shipment_tracking_links', {
  tokenHash: text('token_hash').primaryKey(),
  clientId: uuid('client_id').notNull(),
  shipmentId: uuid('shipment_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox carrier's ledger of collections (migrations 0126, 0130): what a real carrier keeps on its
 * side.
 */
export const sandboxCarrierPickups = pgTable('sandbox_carrier_pickups', {
  confirmationNumber: text('confirmation_number').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  carrierId: text('carrier_id').notNull(),
  pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
  windowFrom: text('window_from').notNull(),
  windowTo: text('window_to').notNull(),
  parcelCount: integer('parcel_count').notNull(),
  /** The seller's contract account a collection was booked under; null when booked on ours. */
  contractAccount: text('contract_account'),
  /** How many times the collection was moved. */
  changes: integer('changes').notNull().default(0),
  bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

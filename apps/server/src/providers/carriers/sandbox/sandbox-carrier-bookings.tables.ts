import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The sandbox carrier's ledger of bookings (migrations 0095, 0119): what a real carrier keeps on its side. */
export const sandboxCarrierBookings = pgTable('sandbox_carrier_bookings', {
  bookingReference: text('booking_reference').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  shipmentReference: text('shipment_reference').notNull(),
  serviceId: text('service_id').notNull(),
  /** The seller's contract account a booking on their own contract was made under (migration 0119). */
  contractAccount: text('contract_account'),
  trackingNumbers: jsonb('tracking_numbers').$type<string[]>().notNull(),
  bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Collections booked with carriers (migration 0126). */
export const pickups = pgTable('pickups', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  /** The browser's key of the booking, unique per client: a retried request finds the first booking. */
  requestKey: uuid('request_key').notNull(),
  /** BOOKING while the carrier is asked (inside the booking transaction), then BOOKED or CANCELLED. */
  state: text('state').notNull().default('BOOKING'),
  carrierId: text('carrier_id').notNull(),
  carrierName: text('carrier_name').notNull(),
  warehouseId: uuid('warehouse_id'),
  pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
  windowFrom: text('window_from').notNull(),
  windowTo: text('window_to').notNull(),
  parcelCount: integer('parcel_count').notNull(),
  confirmationNumber: text('confirmation_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PickupRow = typeof pickups.$inferSelect;

/** The shipments of a live collection; a shipment is in at most one (its id is the key). */
export const pickupShipments = pgTable('pickup_shipments', {
  shipmentId: uuid('shipment_id').primaryKey(),
  pickupId: uuid('pickup_id').notNull(),
  clientId: uuid('client_id').notNull(),
  shipmentReference: text('shipment_reference').notNull(),
});

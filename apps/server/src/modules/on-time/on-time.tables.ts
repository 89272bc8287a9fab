import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per delivered shipment: the day promised at purchase and the day it arrived (migration 0126). */
export const laneDeliveries = pgTable('lane_deliveries', {
  shipmentId: uuid('shipment_id').primaryKey(),
  clientId: uuid('client_id').notNull(),
  serviceId: text('service_id').notNull(),
  fromCountry: text('from_country').notNull(),
  toCountry: text('to_country').notNull(),
  promisedDate: date('promised_date', { mode: 'string' }).notNull(),
  deliveredDate: date('delivered_date', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Running counts per client, lane and service, moved with each delivery recorded. */
export const laneOnTime = pgTable(
  'lane_on_time',
  {
    clientId: uuid('client_id').notNull(),
    serviceId: text('service_id').notNull(),
    fromCountry: text('from_country').notNull(),
    toCountry: text('to_country').notNull(),
    deliveredCount: integer('delivered_count').notNull().default(0),
    onTimeCount: integer('on_time_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.fromCountry, t.toCountry, t.serviceId] })],
);

/** Clients that share their delivery data for the all-clients score (migration 0135). */
export const onTimeSharing = pgTable('on_time_sharing', {
  clientId: uuid('client_id').primaryKey(),
  optedInAt: timestamp('opted_in_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Running counts per lane and service over the sharing clients, and how many of them are behind it. */
export const laneOnTimeShared = pgTable(
  'lane_on_time_shared',
  {
    serviceId: text('service_id').notNull(),
    fromCountry: text('from_country').notNull(),
    toCountry: text('to_country').notNull(),
    deliveredCount: integer('delivered_count').notNull().default(0),
    onTimeCount: integer('on_time_count').notNull().default(0),
    clientCount: integer('client_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.fromCountry, t.toCountry, t.serviceId] })],
);

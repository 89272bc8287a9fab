import { date, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per shipment the carrier re-weighed: declared and measured kilograms, the extra cost (migration 0136). */
export const weightCorrections = pgTable('weight_corrections', {
  shipmentId: uuid('shipment_id').primaryKey(),
  clientId: uuid('client_id').notNull(),
  carrierId: text('carrier_id').notNull(),
  serviceId: text('service_id').notNull(),
  declaredKg: numeric('declared_kg', { mode: 'number' }).notNull(),
  measuredKg: numeric('measured_kg', { mode: 'number' }).notNull(),
  extraCost: integer('extra_cost').notNull(),
  currency: text('currency').notNull().default('EUR'),
  correctedAt: timestamp('corrected_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Counts per client, day, carrier and service, moved with each correction recorded. */
export const weightCorrectionDays = pgTable(
  'weight_correction_days',
  {
    clientId: uuid('client_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    carrierId: text('carrier_id').notNull(),
    serviceId: text('service_id').notNull(),
    corrections: integer('corrections').notNull().default(0),
    extraCost: integer('extra_cost').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.day, t.carrierId, t.serviceId] })],
);

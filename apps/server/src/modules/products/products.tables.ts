import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The product catalogue; value of one unit in minor units, net weight of one unit in whole grams. */
export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  description: text('description').notNull(),
  hsCode: text('hs_code').notNull(),
  originCountry: text('origin_country').notNull(),
  unitValue: bigint('unit_value', { mode: 'number' }).notNull(),
  currency: text('currency').$type<'EUR'>().notNull().default('EUR'),
  weightGrams: integer('weight_grams').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProductRow = typeof products.$inferSelect;

import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Saved (default) parcels; weight in whole grams, sides in whole centimetres. */
export const savedParcels = pgTable('saved_parcels', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  name: text('name').notNull(),
  weightGrams: integer('weight_grams').notNull(),
  lengthCm: integer('length_cm').notNull(),
  widthCm: integer('width_cm').notNull(),
  heightCm: integer('height_cm').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SavedParcelRow = typeof savedParcels.$inferSelect;
export type SavedParcelFields = Pick<
  SavedParcelRow,
  'name' | 'weightGrams' | 'lengthCm' | 'widthCm' | 'heightCm'
>;

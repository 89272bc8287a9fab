import type { CsvImportResult } from '@shipdeck/domain/csv-import/csv-import.schema';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One import of a file into drafts (migration 0116); its outcome once the job has run. */
export const shipmentImports = pgTable('shipment_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  source: text('source').notNull(),
  fileKey: text('file_key').notNull(),
  status: text('status', { enum: ['RUNNING', 'DONE', 'FAILED'] })
    .notNull()
    .default('RUNNING'),
  result: jsonb('result').$type<CsvImportResult>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export type ShipmentImportRow = typeof shipmentImports.$inferSelect;

import type { DataExportStatus } from '@shipdeck/domain/account/account.schema';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const accountDataExports = pgTable('account_data_exports', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  status: text('status').$type<DataExportStatus>().notNull().default('PENDING'),
  progress: integer('progress').notNull().default(0),
  fileKey: text('file_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
export type DataExportRow = typeof accountDataExports.$inferSelect;

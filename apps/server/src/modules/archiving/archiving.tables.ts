import type { ArchiveRetention } from '@shipdeck/domain/archiving/archive-settings.schema';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per client that chose its retentions (migration 0105); no row means NEVER for both. */
export const archiveSettings = pgTable('archive_settings', {
  clientId: uuid('client_id').primaryKey(),
  delivered: text('delivered').$type<ArchiveRetention>().notNull(),
  draft: text('draft').$type<ArchiveRetention>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ArchiveSettingsRow = typeof archiveSettings.$inferSelect;

import type { ArchiveRetention } from '@shipdeck/domain/archiving/archive-settings.schema';
import { and, asc, eq, gt, ne, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type ArchiveSettingsRow, archiveSettings } from './archiving.tables.ts';

export const archivingRepository = {
  find: async (db: Db, clientId: string): Promise<ArchiveSettingsRow | undefined> => {
    const [row] = await db.select().from(archiveSettings).where(eq(archiveSettings.clientId, clientId));
    return row;
  },

  upsert: async (
    db: Db,
    input: { clientId: string; delivered: ArchiveRetention; draft: ArchiveRetention },
  ): Promise<ArchiveSettingsRow> => {
    const values = { delivered: input.delivered, draft: input.draft, updatedAt: new Date() };
    const [row] = await db
      .insert(archiveSettings)
      .values({ clientId: input.clientId, ...values })
      .onConflictDoUpdate({ target: archiveSettings.clientId, set: values })
      .returning();
    return row!;
  },

  /** A page of the clients who archive something (or only `clientId`), in client id order after `afterClientId`. */
  findArchiving: (
    db: Db,
    input: { clientId?: string; afterClientId?: string; limit: number },
  ): Promise<ArchiveSettingsRow[]> =>
    db
      .select()
      .from(archiveSettings)
      .where(
        and(
          or(ne(archiveSettings.delivered, 'NEVER'), ne(archiveSettings.draft, 'NEVER')),
          input.clientId ? eq(archiveSettings.clientId, input.clientId) : undefined,
          input.afterClientId ? gt(archiveSettings.clientId, input.afterClientId) : undefined,
        ),
      )
      .orderBy(asc(archiveSettings.clientId))
      .limit(input.limit),
};

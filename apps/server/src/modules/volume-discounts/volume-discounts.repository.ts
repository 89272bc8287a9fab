import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { volumeEstimates } from './volume-discounts.tables.ts';

export const volumeDiscountsRepository = {
  findEstimate: async (db: Db, clientId: string): Promise<string | undefined> => {
    const [row] = await db
      .select({ band: volumeEstimates.band })
      .from(volumeEstimates)
      .where(eq(volumeEstimates.clientId, clientId));
    return row?.band;
  },

  /** A new statement replaces the previous one. */
  saveEstimate: async (db: Db, input: { clientId: string; band: string }): Promise<void> => {
    await db
      .insert(volumeEstimates)
      .values(input)
      .onConflictDoUpdate({
        target: volumeEstimates.clientId,
        set: { band: input.band, updatedAt: new Date() },
      });
  },
};

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { tenantOfClient } from '../clients/index.ts';
import { apiKeys } from './api-keys.tables.ts';

export const apiKeysRepository = {
  /** Inserts the client's key unless it already has a live one (then undefined: one key per client). */
  insertLive: async (db: Db, values: typeof apiKeys.$inferInsert) => {
    const [row] = await db
      .insert(apiKeys)
      .values(values)
      .onConflictDoNothing({ target: apiKeys.clientId, where: sql`revoked_at IS NULL` })
      .returning();
    return row;
  },

  /** The client's live key, if any. */
  findLiveOfClient: async (db: Db, clientId: string) => {
    const [row] = await db
      .select({
        keyCiphertext: apiKeys.keyCiphertext,
        createdAt: apiKeys.createdAt,
        lastUsedAt: apiKeys.lastUsedAt,
      })
      .from(apiKeys)
      .where(and(eq(apiKeys.clientId, clientId), isNull(apiKeys.revokedAt)));
    return row;
  },

  /** A live key by the hash of what a caller sent, with its client's tenant. */
  findLiveByHash: async (db: Db, keyHash: string) => {
    const [row] = await db
      .select({
        id: apiKeys.id,
        clientId: apiKeys.clientId,
        userId: apiKeys.userId,
        lastUsedAt: apiKeys.lastUsedAt,
        tenantId: tenantOfClient(apiKeys.clientId),
      })
      .from(apiKeys)
      .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
    return row;
  },

  touch: async (db: Db, apiKeyId: string, at: Date) => {
    await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, apiKeyId));
  },

  /** Revokes the client's live key; the row stays (who had which key, and when) until the account goes. */
  revokeLiveOfClient: async (db: Db, clientId: string) => {
    await db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.clientId, clientId), isNull(apiKeys.revokedAt)));
  },
};

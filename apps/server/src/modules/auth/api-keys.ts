import type { Db } from '../../platform/db/database.ts';
import { insertApiKey, selectLiveApiKey, touchApiKey } from './auth.repository.ts';
import { generateToken, hashToken } from './tokens.ts';

const API_KEY_PREFIX = 'sdk_';

/**
 * Creates an API key for a client's integrations. The key is returned once; only its hash is
 * kept. (No settings page shows or rotates keys yet.)
 */
export const createApiKey = async (db: Db, input: { clientId: string; userId: string }) => {
  const key = `${API_KEY_PREFIX}${generateToken()}`;
  const row = await insertApiKey(db, {
    clientId: input.clientId,
    userId: input.userId,
    keyHash: hashToken(key),
    keyPrefix: key.slice(0, 10),
  });
  return { id: row.id, key, keyPrefix: row.keyPrefix, createdAt: row.createdAt.toISOString() };
};

const TOUCH_AFTER_MS = 60 * 1000;

/** The client behind an API key, or undefined for an unknown or revoked key. */
export const resolveApiKey = async (db: Db, key: string) => {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return undefined;
  const row = await selectLiveApiKey(db, hashToken(key));
  if (!row) return undefined;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS)
    await touchApiKey(db, row.id);
  return { clientId: row.clientId, userId: row.userId, tenantId: row.tenantId };
};

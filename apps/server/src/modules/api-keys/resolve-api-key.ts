import { API_KEY_PREFIX } from '@shipdeck/domain/api-keys/api-key.schema';
import type { Db } from '../../platform/db/database.ts';
import { apiKeysRepository } from './api-keys.repository.ts';
import { hashApiKey } from './create-api-key.ts';

/** Last use is recorded to the minute: a write per call would cost a busy integration one per request. */
const TOUCH_AFTER_MS = 60 * 1000;
const MAX_KEY_LENGTH = 200;

/** The client behind an API key, or undefined for an unknown or revoked key; records the key's last use. */
export const resolveApiKey = async (db: Db, key: string) => {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > MAX_KEY_LENGTH) return undefined;
  const row = await apiKeysRepository.findLiveByHash(db, hashApiKey(key));
  if (!row) return undefined;
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS)
    await apiKeysRepository.touch(db, row.id, now);
  return { clientId: row.clientId, userId: row.userId, tenantId: row.tenantId };
};

import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKey, ApiKeyMessage } from '@shipdeck/domain/api-keys/api-key.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { sealApiKey } from './api-key-cipher.ts';
import { apiKeysRepository } from './api-keys.repository.ts';
import { readLiveApiKey } from './get-api-key.ts';

/** Only this digest finds a key, so the look-up column alone gives nobody a usable key. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Generates the client's API key: 32 random bytes behind the `sdk_` prefix, stored as a hash for the
 * look-up and sealed for the settings page. A client has one live key; a second generate is refused
 * (409), unless the live one can no longer be shown, which the page then replaces.
 */
export const createApiKey = async (
  db: Db,
  input: { clientId: string; userId: string; encryptionKey: Buffer },
): Promise<ApiKey> => {
  const live = await readLiveApiKey(db, input);
  if (live && !live.token) await apiKeysRepository.revokeLiveOfClient(db, input.clientId);

  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await apiKeysRepository.insertLive(db, {
    clientId: input.clientId,
    userId: input.userId,
    keyHash: hashApiKey(key),
    keyPrefix: key.slice(0, 10),
    keyCiphertext: sealApiKey({ key, clientId: input.clientId, encryptionKey: input.encryptionKey }),
  });
  // The unique index on live keys settles two generates at once: the second finds the first's key.
  if (!row) throw new AppError({ code: 'Conflict', status: 409, messageKey: ApiKeyMessage.AlreadyExists });
  return { token: key, createdAt: row.createdAt.toISOString(), lastUsedAt: null };
};

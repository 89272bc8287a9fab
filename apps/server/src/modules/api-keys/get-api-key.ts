import type { CurrentApiKey } from '@shipdeck/domain/api-keys/api-key.schema';
import type { Db } from '../../platform/db/database.ts';
import { openApiKey } from './api-key-cipher.ts';
import { apiKeysRepository } from './api-keys.repository.ts';

type Scope = { clientId: string; encryptionKey: Buffer };

/**
 * The client's live key and, when it opens, the key itself. A key that does not open (made before keys
 * were sealed, or sealed under an encryption key since replaced) still works for programs but cannot be
 * shown again.
 */
export const readLiveApiKey = async (db: Db, scope: Scope) => {
  const row = await apiKeysRepository.findLiveOfClient(db, scope.clientId);
  if (!row) return undefined;
  const token = row.keyCiphertext
    ? openApiKey({ sealed: row.keyCiphertext, clientId: scope.clientId, encryptionKey: scope.encryptionKey })
    : undefined;
  return { ...row, token };
};

/** The client's current key for the settings page; none when it has no key it can be shown. */
export const getApiKey = async (db: Db, scope: Scope): Promise<CurrentApiKey> => {
  const live = await readLiveApiKey(db, scope);
  if (!live?.token) return { apiKey: null };
  return {
    apiKey: {
      token: live.token,
      createdAt: live.createdAt.toISOString(),
      lastUsedAt: live.lastUsedAt?.toISOString() ?? null,
    },
  };
};

import type { Db } from '../../platform/db/database.ts';
import { apiKeysRepository } from './api-keys.repository.ts';

/** Revokes the client's key: programs using it get 401 from the next call. Revoking no key is no error. */
export const deleteApiKey = async (db: Db, input: { clientId: string }): Promise<void> => {
  await apiKeysRepository.revokeLiveOfClient(db, input.clientId);
};

import type { Client } from '@shipdeck/domain/client/client.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { getUserPolicies } from '../users/index.ts';
import { toClientDto } from './client-dto.ts';
import { updateClientRow } from './clients.repository.ts';

/** The client's language, as the client call sends it: already written with '_' (en_GB). */
export const updateClientLanguage = async (
  db: Db,
  scope: { clientId: string; userId: string },
  clientLanguage: string,
): Promise<Client> => {
  const row = await updateClientRow(db, scope.clientId, { language: clientLanguage });
  if (!row) throw notFound();
  return toClientDto(row, await getUserPolicies(db, scope));
};

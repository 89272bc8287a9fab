import type { Client } from '@shipdeck/domain/client/client.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { getUserPolicies } from '../users/index.ts';
import { toClientDto } from './client-dto.ts';
import { selectClient } from './clients.repository.ts';

export const getClient = async (db: Db, scope: { clientId: string; userId: string }): Promise<Client> => {
  const row = await selectClient(db, scope.clientId);
  if (!row) throw notFound();
  return toClientDto(row, await getUserPolicies(db, scope));
};

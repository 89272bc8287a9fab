import { toClientLanguage } from '@shipdeck/domain/user/language';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { updateClientRow } from './clients.repository.ts';

/** The client stores the language with '-' replaced by '_'. */
export const updateClientLanguage = async (db: Db, scope: { clientId: string }, language: string) => {
  const row = await updateClientRow(db, scope.clientId, { language: toClientLanguage(language) });
  if (!row) throw notFound();
  return row;
};

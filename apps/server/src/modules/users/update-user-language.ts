import type { User } from '@shipdeck/domain/user/user.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { updateClientLanguage } from '../clients/index.ts';
import { toUserDto } from './user-dto.ts';
import { updateUserRow } from './users.repository.ts';

/** A language change updates the user's and the client's language together. */
export const updateUserLanguage = (db: Db, scope: { clientId: string; userId: string }, language: string) =>
  db.transaction(async (tx): Promise<User> => {
    const row = await updateUserRow(tx, scope, { language });
    if (!row) throw notFound();
    await updateClientLanguage(tx, scope, language);
    return toUserDto(row);
  });

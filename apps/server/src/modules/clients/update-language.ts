import type { User } from '@shipdeck/domain/user/user.schema';
import type { Db } from '../../platform/db/database.ts';
import { updateUserLanguage } from '../users/index.ts';
import { updateClientLanguage } from './update-client-language.ts';

/** A language change updates the user's and the client's language together. */
export const updateLanguage = (db: Db, scope: { clientId: string; userId: string }, language: string) =>
  db.transaction(async (tx): Promise<User> => {
    const user = await updateUserLanguage(tx, scope, language);
    await updateClientLanguage(tx, scope, language);
    return user;
  });

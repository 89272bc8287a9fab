import type { User } from '@shipdeck/domain/user/user.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { toUserDto } from './user-dto.ts';
import { updateUserRow } from './users.repository.ts';

/** The user's own language; the clients module changes the client's with it (`updateLanguage`). */
export const updateUserLanguage = async (
  db: Db,
  scope: { clientId: string; userId: string },
  language: string,
): Promise<User> => {
  const row = await updateUserRow(db, scope, { language });
  if (!row) throw notFound();
  return toUserDto(row);
};

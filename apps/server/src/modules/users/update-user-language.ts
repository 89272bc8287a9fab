import type { PrintFormat } from '@shipdeck/domain/shipments/post-sale.schema';
import type { User } from '@shipdeck/domain/user/user.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { toUserDto } from './user-dto.ts';
import { updateUserRow } from './users.repository.ts';

/** The user's own UI language; the client's is set by its own call (PUT /client/language). */
export const updateUserLanguage = async (
  db: Db,
  scope: { clientId: string; userId: string },
  language: string,
): Promise<User> => {
  const row = await updateUserRow(db, scope, { language });
  if (!row) throw notFound();
  return toUserDto(row);
};

/** The user's default print format, used by single and bulk printing and label e-mails. */
export const updateUserPrintFormat = async (
  db: Db,
  scope: { clientId: string; userId: string },
  defaultPrintFormat: PrintFormat,
): Promise<User> => {
  const row = await updateUserRow(db, scope, { defaultPrintFormat });
  if (!row) throw notFound();
  return toUserDto(row);
};

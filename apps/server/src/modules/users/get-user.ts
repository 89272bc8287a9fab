import type { User, UserPolicies } from '@shipdeck/domain/user/user.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { toPolicies, toUserDto } from './user-dto.ts';
import { selectUser } from './users.repository.ts';

export const getUser = async (db: Db, scope: { clientId: string; userId: string }): Promise<User> => {
  const row = await selectUser(db, scope);
  if (!row) throw notFound();
  return toUserDto(row);
};

export const getUserPolicies = async (
  db: Db,
  scope: { clientId: string; userId: string },
): Promise<UserPolicies> => {
  const row = await selectUser(db, scope);
  if (!row) throw notFound();
  return toPolicies(row);
};

import type { UpdatePoliciesRequest, User } from '@shipdeck/domain/user/user.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { toUserDto } from './user-dto.ts';
import { updateUserRow } from './users.repository.ts';

export const updateUserPolicies = async (
  db: Db,
  scope: { clientId: string; userId: string },
  policies: UpdatePoliciesRequest,
): Promise<User> => {
  const row = await updateUserRow(db, scope, policies);
  if (!row) throw notFound();
  return toUserDto(row);
};

import type { User, UserPolicies } from '@shipdeck/domain/user/user.schema';
import type { UserRow } from './users.tables.ts';

export const toPolicies = (row: UserRow): UserPolicies => ({
  dataProcessing: row.dataProcessing,
  marketingEmails: row.marketingEmails,
  marketingCalls: row.marketingCalls,
});

export const toUserDto = (row: UserRow): User => ({
  id: row.id,
  clientId: row.clientId,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  language: row.language,
  defaultPrintFormat: row.defaultPrintFormat,
  policies: toPolicies(row),
  createdAt: row.createdAt.toISOString(),
});

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { users } from './users.tables.ts';

type MailRecipient = {
  email: string;
  firstName: string;
  language: string;
  tenantId: string;
};

/**
 * Who the product writes to about a client: the given user, or the client's account holder (its first
 * user) when the mail concerns the account rather than a person. Undefined for no such user.
 */
export const findMailRecipient = async (
  db: Db,
  input: { clientId: string; userId?: string | null },
): Promise<MailRecipient | undefined> => {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      tenantId: users.tenantId,
    })
    .from(users)
    .where(and(eq(users.clientId, input.clientId), input.userId ? eq(users.id, input.userId) : undefined))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row;
};

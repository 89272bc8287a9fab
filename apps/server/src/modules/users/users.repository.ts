import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type UserRow, users } from './users.tables.ts';

export type NewUserRow = typeof users.$inferInsert;
type UserChanges = Partial<Omit<NewUserRow, 'id' | 'clientId' | 'tenantId' | 'createdAt'>>;

export const insertUser = async (db: Db, values: NewUserRow): Promise<UserRow> => {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
};

export const selectUser = async (db: Db, scope: { clientId: string; userId: string }) => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, scope.userId), eq(users.clientId, scope.clientId)));
  return row;
};

export const selectUserByEmail = async (db: Db, tenantId: string, email: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  return row;
};

export const updateUserRow = async (
  db: Db,
  scope: { clientId: string; userId: string },
  values: UserChanges,
): Promise<UserRow | undefined> => {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, scope.userId), eq(users.clientId, scope.clientId)))
    .returning();
  return row;
};

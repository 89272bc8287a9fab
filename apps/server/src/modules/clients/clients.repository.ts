import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type ClientRow, clients } from './clients.tables.ts';

export type NewClientRow = typeof clients.$inferInsert;

export const insertClient = async (db: Db, values: NewClientRow): Promise<ClientRow> => {
  const [row] = await db.insert(clients).values(values).returning();
  return row!;
};

export const selectClient = async (db: Db, clientId: string): Promise<ClientRow | undefined> => {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
  return row;
};

export const updateClientRow = async (
  db: Db,
  clientId: string,
  values: Partial<Omit<NewClientRow, 'id' | 'tenantId' | 'createdAt'>>,
): Promise<ClientRow | undefined> => {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clients.id, clientId))
    .returning();
  return row;
};

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { ownContracts } from './own-contracts.tables.ts';

export const ownContractsRepository = {
  listOfClient: (db: Db, clientId: string) =>
    db.select().from(ownContracts).where(eq(ownContracts.clientId, clientId)),

  get: async (db: Db, clientId: string, id: string) => {
    const [row] = await db
      .select()
      .from(ownContracts)
      .where(and(eq(ownContracts.clientId, clientId), eq(ownContracts.id, id)));
    return row;
  },

  /** Inserts the contract unless the client has one with the carrier (then undefined). */
  insert: async (db: Db, values: typeof ownContracts.$inferInsert) => {
    const [row] = await db
      .insert(ownContracts)
      .values(values)
      .onConflictDoNothing({ target: [ownContracts.clientId, ownContracts.carrierId] })
      .returning();
    return row;
  },

  updateServices: async (db: Db, input: { clientId: string; id: string; serviceIds: string[] }) => {
    const [row] = await db
      .update(ownContracts)
      .set({ serviceIds: input.serviceIds, updatedAt: new Date() })
      .where(and(eq(ownContracts.clientId, input.clientId), eq(ownContracts.id, input.id)))
      .returning();
    return row;
  },

  delete: async (db: Db, clientId: string, id: string) => {
    const [row] = await db
      .delete(ownContracts)
      .where(and(eq(ownContracts.clientId, clientId), eq(ownContracts.id, id)))
      .returning({ id: ownContracts.id });
    return row;
  },
};

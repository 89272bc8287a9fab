import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type SavedParcelFields, type SavedParcelRow, savedParcels } from './parcels.tables.ts';

const ofClient = (clientId: string, id: string) =>
  and(eq(savedParcels.clientId, clientId), eq(savedParcels.id, id));

export const parcelsRepository = {
  /** Serialises one client's parcel writes until the transaction ends, so the limit holds under races. */
  lockClient: async (tx: Db, clientId: string) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-parcels:${clientId}`}))`);
  },

  findAll: (db: Db, clientId: string): Promise<SavedParcelRow[]> =>
    db
      .select()
      .from(savedParcels)
      .where(eq(savedParcels.clientId, clientId))
      .orderBy(asc(savedParcels.createdAt), asc(savedParcels.id)),

  findOne: async (db: Db, clientId: string, id: string): Promise<SavedParcelRow | undefined> => {
    const [row] = await db.select().from(savedParcels).where(ofClient(clientId, id));
    return row;
  },

  count: async (db: Db, clientId: string): Promise<number> => {
    const [row] = await db
      .select({ total: count() })
      .from(savedParcels)
      .where(eq(savedParcels.clientId, clientId));
    return row?.total ?? 0;
  },

  insert: async (
    db: Db,
    clientId: string,
    fields: SavedParcelFields,
    isDefault: boolean,
  ): Promise<SavedParcelRow> => {
    const [row] = await db
      .insert(savedParcels)
      .values({ ...fields, clientId, isDefault })
      .returning();
    return row!;
  },

  update: async (
    db: Db,
    clientId: string,
    id: string,
    fields: SavedParcelFields,
  ): Promise<SavedParcelRow | undefined> => {
    const [row] = await db
      .update(savedParcels)
      .set({ ...fields, updatedAt: new Date() })
      .where(ofClient(clientId, id))
      .returning();
    return row;
  },

  delete: async (db: Db, clientId: string, id: string): Promise<SavedParcelRow | undefined> => {
    const [row] = await db.delete(savedParcels).where(ofClient(clientId, id)).returning();
    return row;
  },

  /** Makes `id` the one default: the old default is cleared first (one default per client is a unique index). */
  setDefault: async (db: Db, clientId: string, id: string): Promise<void> => {
    await db
      .update(savedParcels)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(
        and(eq(savedParcels.clientId, clientId), eq(savedParcels.isDefault, true), ne(savedParcels.id, id)),
      );
    await db
      .update(savedParcels)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(and(ofClient(clientId, id), eq(savedParcels.isDefault, false)));
  },
};

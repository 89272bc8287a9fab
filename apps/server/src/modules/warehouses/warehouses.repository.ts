import type { WarehouseValues } from '@shipdeck/domain/addresses/address.schema';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type WarehouseRow, warehouses } from './warehouses.tables.ts';

type Fields = Omit<WarehouseValues, 'isDefault'>;

const ofClient = (clientId: string, id: string) =>
  and(eq(warehouses.clientId, clientId), eq(warehouses.id, id));

export const warehousesRepository = {
  /**
   * Serialises the writes of one client's warehouses until the transaction ends, so a count then
   * insert cannot race past the limit (other clients are not blocked).
   */
  lockClient: async (tx: Db, clientId: string) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`warehouses:${clientId}`}))`);
  },

  findAll: (db: Db, clientId: string): Promise<WarehouseRow[]> =>
    db
      .select()
      .from(warehouses)
      .where(eq(warehouses.clientId, clientId))
      .orderBy(asc(warehouses.createdAt), asc(warehouses.id)),

  findOne: async (db: Db, clientId: string, id: string): Promise<WarehouseRow | undefined> => {
    const [row] = await db.select().from(warehouses).where(ofClient(clientId, id));
    return row;
  },

  count: async (db: Db, clientId: string): Promise<number> => {
    const [row] = await db
      .select({ total: count() })
      .from(warehouses)
      .where(eq(warehouses.clientId, clientId));
    return row?.total ?? 0;
  },

  insert: async (db: Db, clientId: string, fields: Fields, isDefault: boolean): Promise<WarehouseRow> => {
    const [row] = await db
      .insert(warehouses)
      .values({ ...fields, clientId, isDefault })
      .returning();
    return row!;
  },

  update: async (db: Db, clientId: string, id: string, fields: Fields): Promise<WarehouseRow | undefined> => {
    const [row] = await db
      .update(warehouses)
      .set({ ...fields, updatedAt: new Date() })
      .where(ofClient(clientId, id))
      .returning();
    return row;
  },

  delete: async (db: Db, clientId: string, id: string): Promise<WarehouseRow | undefined> => {
    const [row] = await db.delete(warehouses).where(ofClient(clientId, id)).returning();
    return row;
  },

  /** Makes `id` the one default: the old default is cleared first (one default per client is a unique index). */
  setDefault: async (db: Db, clientId: string, id: string): Promise<void> => {
    await db
      .update(warehouses)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(and(eq(warehouses.clientId, clientId), eq(warehouses.isDefault, true), ne(warehouses.id, id)));
    await db
      .update(warehouses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(and(ofClient(clientId, id), eq(warehouses.isDefault, false)));
  },

  /** The warehouse that becomes default when the default one goes: the oldest left. */
  findOldest: async (db: Db, clientId: string): Promise<WarehouseRow | undefined> => {
    const [row] = await db
      .select()
      .from(warehouses)
      .where(eq(warehouses.clientId, clientId))
      .orderBy(asc(warehouses.createdAt), asc(warehouses.id))
      .limit(1);
    return row;
  },
};

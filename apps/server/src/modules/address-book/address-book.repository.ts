import { and, asc, count, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { AddressBookRow, DefaultingAddressBookTable } from './address-book.columns.ts';
import type { AddressBookKind, AddressBookValues } from './address-book.kind.ts';

export type AddressBookFilters = { alias?: string; city?: string; zipCode?: string; country?: string };
type Fields = Omit<AddressBookValues, 'isDefault'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The queries of one kind's table; every one is scoped to the caller's client. */
export const addressBookRepository = (kind: AddressBookKind) => {
  const book = kind.table;
  const ofClient = (clientId: string, id: string) => and(eq(book.clientId, clientId), eq(book.id, id));

  /** Always the caller's client; alias matches anywhere in any case, city in any case, zip and country exactly. */
  const listConditions = (clientId: string, filters: AddressBookFilters): SQL => {
    const conditions: SQL[] = [eq(book.clientId, clientId)];
    if (filters.alias) conditions.push(ilike(book.alias, `%${escapeLike(filters.alias)}%`));
    if (filters.city) conditions.push(sql`lower(${book.city}) = lower(${filters.city})`);
    if (filters.zipCode) conditions.push(sql`upper(${book.zipCode}) = upper(${filters.zipCode})`);
    if (filters.country) conditions.push(eq(book.alpha2Code, filters.country));
    return and(...conditions)!;
  };

  const listOrder =
    kind.order === 'alias' ? [sql`lower(${book.alias})`, asc(book.id)] : [asc(book.createdAt), asc(book.id)];

  return {
    /**
     * Serialises one client's writes to this kind until the transaction ends, so a count then insert
     * cannot race past the limit (other clients and other kinds are not blocked).
     */
    lockClient: async (tx: Db, clientId: string) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${kind.name}:${clientId}`}))`);
    },

    count: async (db: Db, clientId: string, filters: AddressBookFilters = {}): Promise<number> => {
      const [row] = await db.select({ total: count() }).from(book).where(listConditions(clientId, filters));
      return row?.total ?? 0;
    },

    /** The entries in the kind's order; without a page, all of them. */
    findPage: (
      db: Db,
      clientId: string,
      filters: AddressBookFilters,
      page?: { limit: number; offset: number },
    ): Promise<AddressBookRow[]> => {
      const query = db
        .select()
        .from(book)
        .where(listConditions(clientId, filters))
        .orderBy(...listOrder)
        .$dynamic();
      return page ? query.limit(page.limit).offset(page.offset) : query;
    },

    findOne: async (db: Db, clientId: string, id: string): Promise<AddressBookRow | undefined> => {
      const [row] = await db.select().from(book).where(ofClient(clientId, id));
      return row;
    },

    /** The entry that becomes the default when the default one goes: the oldest left. */
    findOldest: async (db: Db, clientId: string): Promise<AddressBookRow | undefined> => {
      const [row] = await db
        .select()
        .from(book)
        .where(eq(book.clientId, clientId))
        .orderBy(asc(book.createdAt), asc(book.id))
        .limit(1);
      return row;
    },

    insert: async (db: Db, clientId: string, fields: Fields, extra: { isDefault?: boolean } = {}) => {
      const [row] = await db
        .insert(book)
        .values({ ...fields, ...extra, clientId })
        .returning();
      return row as AddressBookRow;
    },

    update: async (
      db: Db,
      clientId: string,
      id: string,
      fields: Fields,
    ): Promise<AddressBookRow | undefined> => {
      const [row] = await db
        .update(book)
        .set({ ...fields, updatedAt: new Date() })
        .where(ofClient(clientId, id))
        .returning();
      return row;
    },

    delete: async (db: Db, clientId: string, id: string): Promise<AddressBookRow | undefined> => {
      const [row] = await db.delete(book).where(ofClient(clientId, id)).returning();
      return row;
    },
  };
};

/** The queries that keep one default entry, for the kinds that have one. */
export const defaultFlagRepository = (book: DefaultingAddressBookTable) => ({
  /** Makes `id` the one default: the old default is cleared first (one default per client is a unique index). */
  setDefault: async (db: Db, clientId: string, id: string): Promise<void> => {
    await db
      .update(book)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(and(eq(book.clientId, clientId), eq(book.isDefault, true), ne(book.id, id)));
    await db
      .update(book)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(and(eq(book.clientId, clientId), eq(book.id, id), eq(book.isDefault, false)));
  },
});

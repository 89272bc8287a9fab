import type { RecipientValues } from '@shipdeck/domain/addresses/address.schema';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { recipientAddresses as book, type RecipientRow } from './recipients.tables.ts';

export type RecipientFilters = { alias?: string; city?: string; zipCode?: string; country?: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ofClient = (clientId: string, id: string) => and(eq(book.clientId, clientId), eq(book.id, id));

/** Always the caller's client; alias matches anywhere in any case, city in any case, zip and country exactly. */
const listConditions = (clientId: string, filters: RecipientFilters): SQL => {
  const conditions: SQL[] = [eq(book.clientId, clientId)];
  if (filters.alias) conditions.push(ilike(book.alias, `%${escapeLike(filters.alias)}%`));
  if (filters.city) conditions.push(sql`lower(${book.city}) = lower(${filters.city})`);
  if (filters.zipCode) conditions.push(sql`upper(${book.zipCode}) = upper(${filters.zipCode})`);
  if (filters.country) conditions.push(eq(book.alpha2Code, filters.country));
  return and(...conditions)!;
};

export const recipientsRepository = {
  /** Serialises one client's book writes until the transaction ends, so the 500 limit holds under races. */
  lockClient: async (tx: Db, clientId: string) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`recipients:${clientId}`}))`);
  },

  count: async (db: Db, clientId: string, filters: RecipientFilters = {}): Promise<number> => {
    const [row] = await db.select({ total: count() }).from(book).where(listConditions(clientId, filters));
    return row?.total ?? 0;
  },

  findPage: (
    db: Db,
    clientId: string,
    filters: RecipientFilters,
    page: { limit: number; offset: number },
  ): Promise<RecipientRow[]> =>
    db
      .select()
      .from(book)
      .where(listConditions(clientId, filters))
      .orderBy(sql`lower(${book.alias})`, asc(book.id))
      .limit(page.limit)
      .offset(page.offset),

  findOne: async (db: Db, clientId: string, id: string): Promise<RecipientRow | undefined> => {
    const [row] = await db.select().from(book).where(ofClient(clientId, id));
    return row;
  },

  insert: async (db: Db, clientId: string, fields: RecipientValues): Promise<RecipientRow> => {
    const [row] = await db
      .insert(book)
      .values({ ...fields, clientId })
      .returning();
    return row!;
  },

  update: async (
    db: Db,
    clientId: string,
    id: string,
    fields: RecipientValues,
  ): Promise<RecipientRow | undefined> => {
    const [row] = await db
      .update(book)
      .set({ ...fields, updatedAt: new Date() })
      .where(ofClient(clientId, id))
      .returning();
    return row;
  },

  delete: async (db: Db, clientId: string, id: string): Promise<boolean> => {
    const rows = await db.delete(book).where(ofClient(clientId, id)).returning({ id: book.id });
    return rows.length > 0;
  },
};

import { normaliseHsCode } from '@shipdeck/domain/customs/hs-code';
import type { ProductValues } from '@shipdeck/domain/products/product.schema';
import { and, asc, count, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type ProductRow, products } from './products.tables.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ofClient = (clientId: string, id: string) => and(eq(products.clientId, clientId), eq(products.id, id));

/** Always the caller's client; the text matches the description anywhere or the start of the HS code. */
const listConditions = (clientId: string, search?: string): SQL => {
  const byClient = eq(products.clientId, clientId);
  if (!search) return byClient;
  const byDescription = ilike(products.description, `%${escapeLike(search)}%`);
  const digits = normaliseHsCode(search);
  const byHsCode = /^\d+$/.test(digits) ? like(products.hsCode, `${digits}%`) : undefined;
  return and(byClient, byHsCode ? or(byDescription, byHsCode) : byDescription)!;
};

export const productsRepository = {
  /** Serialises one client's catalogue writes until the transaction ends, so the limit holds under races. */
  lockClient: async (tx: Db, clientId: string) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`products:${clientId}`}))`);
  },

  count: async (db: Db, clientId: string, search?: string): Promise<number> => {
    const [row] = await db.select({ total: count() }).from(products).where(listConditions(clientId, search));
    return row?.total ?? 0;
  },

  find: (db: Db, clientId: string, options: { search?: string; limit: number }): Promise<ProductRow[]> =>
    db
      .select()
      .from(products)
      .where(listConditions(clientId, options.search))
      .orderBy(sql`lower(${products.description})`, asc(products.id))
      .limit(options.limit),

  findOne: async (db: Db, clientId: string, id: string): Promise<ProductRow | undefined> => {
    const [row] = await db.select().from(products).where(ofClient(clientId, id));
    return row;
  },

  insert: async (db: Db, clientId: string, fields: ProductValues): Promise<ProductRow> => {
    const [row] = await db
      .insert(products)
      .values({ ...fields, clientId })
      .returning();
    return row!;
  },

  update: async (
    db: Db,
    clientId: string,
    id: string,
    fields: ProductValues,
  ): Promise<ProductRow | undefined> => {
    const [row] = await db
      .update(products)
      .set({ ...fields, updatedAt: new Date() })
      .where(ofClient(clientId, id))
      .returning();
    return row;
  },

  delete: async (db: Db, clientId: string, id: string): Promise<boolean> => {
    const rows = await db.delete(products).where(ofClient(clientId, id)).returning({ id: products.id });
    return rows.length > 0;
  },
};

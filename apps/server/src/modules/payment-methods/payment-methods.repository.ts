import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type PaymentMethodRow, paymentMethods } from './payment-methods.tables.ts';

export const paymentMethodsRepository = {
  insert: async (db: Db, row: typeof paymentMethods.$inferInsert): Promise<PaymentMethodRow> => {
    const [created] = await db.insert(paymentMethods).values(row).returning();
    return created!;
  },
  list: (db: Db, clientId: string): Promise<PaymentMethodRow[]> =>
    db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.clientId, clientId))
      .orderBy(desc(paymentMethods.createdAt)),
  get: async (db: Db, clientId: string, id: string): Promise<PaymentMethodRow | undefined> => {
    const [row] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.clientId, clientId), eq(paymentMethods.id, id)));
    return row;
  },
  markUsed: async (db: Db, clientId: string, id: string) => {
    await db
      .update(paymentMethods)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(paymentMethods.clientId, clientId), eq(paymentMethods.id, id)));
  },
};

import type { ShippingRuleValues } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type ShippingRuleRow, shippingRules } from './shipping-rules.tables.ts';

const ofClient = (clientId: string, id: string) =>
  and(eq(shippingRules.clientId, clientId), eq(shippingRules.id, id));

export const shippingRulesRepository = {
  /** Serialises one client's rule writes until the transaction ends: the limit and positions hold under races. */
  lockClient: async (tx: Db, clientId: string) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`shipping-rules:${clientId}`}))`);
  },

  /** In priority order. */
  findAll: (db: Db, clientId: string): Promise<ShippingRuleRow[]> =>
    db
      .select()
      .from(shippingRules)
      .where(eq(shippingRules.clientId, clientId))
      .orderBy(asc(shippingRules.position), asc(shippingRules.createdAt)),

  findOne: async (db: Db, clientId: string, id: string): Promise<ShippingRuleRow | undefined> => {
    const [row] = await db.select().from(shippingRules).where(ofClient(clientId, id));
    return row;
  },

  count: async (db: Db, clientId: string): Promise<number> => {
    const [row] = await db
      .select({ total: count() })
      .from(shippingRules)
      .where(eq(shippingRules.clientId, clientId));
    return row?.total ?? 0;
  },

  nextPosition: async (db: Db, clientId: string): Promise<number> => {
    const [row] = await db
      .select({ last: sql<number | null>`max(${shippingRules.position})` })
      .from(shippingRules)
      .where(eq(shippingRules.clientId, clientId));
    return Number(row?.last ?? 0) + 1;
  },

  insert: async (db: Db, clientId: string, rule: ShippingRuleValues, position: number) => {
    const [row] = await db
      .insert(shippingRules)
      .values({ clientId, position, ...rule })
      .returning();
    return row!;
  },

  update: async (db: Db, clientId: string, id: string, rule: Partial<ShippingRuleValues>, now: Date) => {
    const [row] = await db
      .update(shippingRules)
      .set({ ...rule, updatedAt: now })
      .where(ofClient(clientId, id))
      .returning();
    return row;
  },

  setPosition: (db: Db, clientId: string, id: string, position: number, now: Date) =>
    db.update(shippingRules).set({ position, updatedAt: now }).where(ofClient(clientId, id)),

  findMany: (db: Db, clientId: string, ids: string[]) =>
    db
      .select()
      .from(shippingRules)
      .where(and(eq(shippingRules.clientId, clientId), inArray(shippingRules.id, ids))),

  delete: async (db: Db, clientId: string, id: string) => {
    const deleted = await db
      .delete(shippingRules)
      .where(ofClient(clientId, id))
      .returning({ id: shippingRules.id });
    return deleted.length > 0;
  },
};

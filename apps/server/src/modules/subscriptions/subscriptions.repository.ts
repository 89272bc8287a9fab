import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  type SubscriptionRow,
  type SubscriptionRowState,
  subscriptionCharges,
  subscriptions,
} from './subscriptions.tables.ts';

const RUNNING: SubscriptionRowState[] = ['pending', 'active', 'canceled'];

type Changes = Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'clientId' | 'tenantId'>>;

export const subscriptionsRepository = {
  /** The client's pending, active or cancelled-but-running subscription. */
  findRunning: async (db: Db, clientId: string): Promise<SubscriptionRow | undefined> => {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.clientId, clientId), inArray(subscriptions.state, RUNNING)));
    return row;
  },

  /** A new pending subscription, or undefined when the client already has a running one. */
  insertPending: async (db: Db, values: typeof subscriptions.$inferInsert) => {
    const [row] = await db.insert(subscriptions).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** Changes a subscription only while it is still in one of `states` (so a repeat changes nothing). */
  updateIn: async (
    db: Db,
    where: { id: string; clientId: string; states: SubscriptionRowState[]; period?: number },
    changes: Changes,
  ): Promise<SubscriptionRow | undefined> => {
    const [row] = await db
      .update(subscriptions)
      .set({ ...changes, updatedAt: new Date() })
      .where(
        and(
          eq(subscriptions.id, where.id),
          eq(subscriptions.clientId, where.clientId),
          inArray(subscriptions.state, where.states),
          where.period === undefined ? undefined : eq(subscriptions.period, where.period),
        ),
      )
      .returning();
    return row;
  },

  /** Running subscriptions whose period has ended and whose next renewal attempt is due. */
  findDue: (db: Db, now: Date) =>
    db
      .select({ id: subscriptions.id, clientId: subscriptions.clientId })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.state, ['active', 'canceled']),
          lte(subscriptions.currentPeriodEnd, now),
          or(isNull(subscriptions.nextRenewalAttemptAt), lte(subscriptions.nextRenewalAttemptAt, now)),
        ),
      )
      .orderBy(subscriptions.currentPeriodEnd)
      .limit(500),

  get: async (db: Db, clientId: string, id: string): Promise<SubscriptionRow | undefined> => {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.clientId, clientId)));
    return row;
  },

  /** Records a charge attempt once: the same attempt recorded again is ignored. */
  insertCharge: async (db: Db, values: typeof subscriptionCharges.$inferInsert) => {
    await db.insert(subscriptionCharges).values(values).onConflictDoNothing();
  },
};

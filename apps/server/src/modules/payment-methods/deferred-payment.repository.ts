import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  type DeferredVerificationRow,
  type DirectDebitMandateRow,
  deferredVerifications,
  directDebitMandates,
} from './deferred-payment.tables.ts';
import { type PaymentMethodRow, paymentMethods } from './payment-methods.tables.ts';

export const deferredPaymentRepository = {
  /** Claims a save request's key; answers null when the key was claimed before (a retry or a double). */
  claimVerification: async (
    db: Db,
    row: { clientId: string; requestKey: string; method: string },
  ): Promise<DeferredVerificationRow | null> => {
    const [claimed] = await db
      .insert(deferredVerifications)
      .values(row)
      .onConflictDoNothing({ target: [deferredVerifications.clientId, deferredVerifications.requestKey] })
      .returning();
    return claimed ?? null;
  },
  getVerification: async (db: Db, clientId: string, requestKey: string) => {
    const [row] = await db
      .select()
      .from(deferredVerifications)
      .where(
        and(eq(deferredVerifications.clientId, clientId), eq(deferredVerifications.requestKey, requestKey)),
      );
    return row;
  },
  finishVerification: async (
    db: Db,
    id: string,
    patch: Partial<
      Pick<
        DeferredVerificationRow,
        'status' | 'failureKind' | 'failureReason' | 'transactionId' | 'paymentMethodId'
      >
    >,
  ) => {
    await db
      .update(deferredVerifications)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(deferredVerifications.id, id));
  },
  /** The current instrument behind DEFERRED: the newest deferred method not replaced. */
  currentInstrument: async (db: Db, clientId: string): Promise<PaymentMethodRow | undefined> => {
    const [row] = await db
      .select()
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.clientId, clientId),
          eq(paymentMethods.type, 'DEFERRED'),
          ne(paymentMethods.method, 'deferred'),
          isNull(paymentMethods.replacedAt),
        ),
      )
      .orderBy(desc(paymentMethods.createdAt))
      .limit(1);
    return row;
  },
  /** A new instrument takes the place of every earlier one. */
  replaceInstruments: async (db: Db, clientId: string, keptId: string) => {
    await db
      .update(paymentMethods)
      .set({ replacedAt: sql`now()` })
      .where(
        and(
          eq(paymentMethods.clientId, clientId),
          eq(paymentMethods.type, 'DEFERRED'),
          ne(paymentMethods.method, 'deferred'),
          ne(paymentMethods.id, keptId),
          isNull(paymentMethods.replacedAt),
        ),
      );
  },
  insertMandate: async (
    db: Db,
    row: typeof directDebitMandates.$inferInsert,
  ): Promise<DirectDebitMandateRow> => {
    const [created] = await db.insert(directDebitMandates).values(row).returning();
    return created!;
  },
  getMandate: async (db: Db, clientId: string, id: string): Promise<DirectDebitMandateRow | undefined> => {
    const [row] = await db
      .select()
      .from(directDebitMandates)
      .where(and(eq(directDebitMandates.clientId, clientId), eq(directDebitMandates.id, id)));
    return row;
  },
};

import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One save of a deferred instrument per request key: the verification charge is made once (migration 0113). */
export const deferredVerifications = pgTable('deferred_payment_verifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  requestKey: text('request_key').notNull(),
  method: text('method').notNull(),
  status: text('status').$type<'PENDING' | 'SUCCEEDED' | 'FAILED'>().notNull().default('PENDING'),
  failureKind: text('failure_kind').$type<'declined' | 'invalid' | 'unavailable'>(),
  failureReason: text('failure_reason'),
  transactionId: text('transaction_id'),
  paymentMethodId: uuid('payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type DeferredVerificationRow = typeof deferredVerifications.$inferSelect;

/** Who the mandate debits, as the invoicing details named them when it was requested. */
export type MandateDebtor = {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
};

export const directDebitMandates = pgTable('direct_debit_mandates', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  reference: text('reference').notNull().unique(),
  iban: text('iban').notNull(),
  bic: text('bic').notNull(),
  debtor: jsonb('debtor').$type<MandateDebtor>().notNull(),
  paymentMethodId: uuid('payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type DirectDebitMandateRow = typeof directDebitMandates.$inferSelect;

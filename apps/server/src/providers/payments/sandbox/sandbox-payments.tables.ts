import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PaymentDetails } from '../payment-gateway.ts';

/** The sandbox gateway's own records (migration 0071): what a real gateway keeps on its side. */
export const sandboxNonces = pgTable('sandbox_payment_nonces', {
  nonce: text('nonce').primaryKey(),
  clientId: uuid('client_id').notNull(),
  method: text('method').notNull(),
  details: jsonb('details').$type<PaymentDetails>().notNull(),
  magic: text('magic'),
  isVerified: boolean('is_verified').notNull().default(false),
  /** What the payer approved (3-D Secure, PayPal); a charge of any other amount is refused (0091). */
  authorisedAmount: integer('authorised_amount'),
  authorisedCurrency: text('authorised_currency'),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxChallenges = pgTable('sandbox_payment_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  nonce: text('nonce').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('EUR'),
  status: text('status').notNull().default('PENDING'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPayPalPayments = pgTable('sandbox_paypal_payments', {
  id: text('id').primaryKey(),
  clientId: uuid('client_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('EUR'),
  returnPath: text('return_path').notNull(),
  email: text('email').notNull(),
  token: text('token').notNull(),
  payerId: text('payer_id').notNull(),
  status: text('status').notNull().default('CREATED'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxVault = pgTable('sandbox_payment_vault', {
  token: text('token').primaryKey(),
  clientId: uuid('client_id').notNull(),
  method: text('method').notNull(),
  details: jsonb('details').$type<PaymentDetails>().notNull(),
  magic: text('magic'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCharges = pgTable('sandbox_payment_charges', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  status: text('status').notNull(),
  failureReason: text('failure_reason'),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

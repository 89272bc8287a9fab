import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PaymentDetails } from '../../providers/payments/payment-gateway.ts';

export const paymentMethods = pgTable('payment_methods', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  method: text('method').notNull(),
  type: text('type').notNull(),
  gatewayToken: text('gateway_token').notNull(),
  details: jsonb('details').$type<PaymentDetails>().notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  /** The 0.01 verification charge that proved a DEFERRED card or PayPal instrument (migration 0113). */
  verificationTransactionId: text('verification_transaction_id'),
  /** When a newer DEFERRED instrument took this one's place. */
  replacedAt: timestamp('replaced_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

import { boolean, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type SubscriptionRowState = 'pending' | 'active' | 'canceled' | 'ended' | 'failed';

export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  tenantId: text('tenant_id').notNull(),
  planCode: text('plan_code').notNull(),
  state: text('state').$type<SubscriptionRowState>().notNull(),
  paymentMethodId: uuid('payment_method_id').notNull(),
  taxCountry: text('tax_country').notNull(),
  period: integer('period').notNull().default(1),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  currentBillingAmount: integer('current_billing_amount').notNull().default(0),
  retentionDiscountPeriods: integer('retention_discount_periods').notNull().default(0),
  retentionDiscountUsed: boolean('retention_discount_used').notNull().default(false),
  renewalAttempts: integer('renewal_attempts').notNull().default(0),
  nextRenewalAttemptAt: timestamp('next_renewal_attempt_at', { withTimezone: true }),
  cancelReason: text('cancel_reason'),
  cancelComment: text('cancel_comment'),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const subscriptionCharges = pgTable('subscription_charges', {
  id: uuid('id').primaryKey().defaultRandom(),
  subscriptionId: uuid('subscription_id').notNull(),
  clientId: uuid('client_id').notNull(),
  period: integer('period').notNull(),
  attempt: integer('attempt').notNull(),
  subtotal: integer('subtotal').notNull(),
  taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  taxTotal: integer('tax_total').notNull(),
  total: integer('total').notNull(),
  status: text('status').$type<'SUCCEEDED' | 'DECLINED'>().notNull(),
  transactionId: text('transaction_id'),
  failureReason: text('failure_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ShipmentPrice } from '../shipments/index.ts';

export type PaymentSource = { nonce: string } | { token: string } | null;

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  reference: text('reference').notNull().unique(),
  idempotencyKey: text('idempotency_key').notNull(),
  status: text('status').$type<'PENDING' | 'PAID' | 'FAILED'>().notNull().default('PENDING'),
  paymentMethod: text('payment_method').notNull(),
  paymentType: text('payment_type').notNull(),
  paymentSource: jsonb('payment_source').$type<PaymentSource>(),
  paymentMethodId: uuid('payment_method_id'),
  totalAmount: integer('total_amount').notNull(),
  currency: text('currency').notNull().default('EUR'),
  customReference: text('custom_reference'),
  transactionId: text('transaction_id'),
  failureCode: text('failure_code'),
  /** Paid for shipments the order could not buy: owed back, then returned by the gateway. */
  refundDue: integer('refund_due').notNull().default(0),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type OrderRow = typeof orders.$inferSelect;

export const orderShipments = pgTable(
  'order_shipments',
  {
    orderId: uuid('order_id').notNull(),
    clientId: uuid('client_id').notNull(),
    shipmentId: uuid('shipment_id').notNull(),
    shipmentReference: text('shipment_reference').notNull(),
    position: integer('position').notNull(),
    amount: integer('amount').notNull(),
    price: jsonb('price').$type<ShipmentPrice | null>(),
    status: text('status').$type<'PENDING' | 'PAID' | 'FAILED'>().notNull(),
    errorCode: text('error_code'),
    message: text('message'),
    /** The shipment's field a failure names (`to.zipCode`), when it names one. */
    field: text('field'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.shipmentId] })],
);
export type OrderShipmentRow = typeof orderShipments.$inferSelect;

/**
 * Each refund an order made, with its amount and when the gateway returned it (migration 0109): the
 * order keeps only the running total, and a seller's transactions list every refund on its own.
 */
export const orderRefunds = pgTable('order_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull(),
  clientId: uuid('client_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

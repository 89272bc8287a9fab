import type { ShipmentProductsInput } from '@shipdeck/domain/pricing/pricing.schema';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The extras picked for one shipment (migration 0070). */
export const shipmentProducts = pgTable('shipment_products', {
  shipmentId: uuid('shipment_id').primaryKey(),
  clientId: uuid('client_id').notNull(),
  selection: jsonb('selection').$type<Omit<ShipmentProductsInput, 'voucher'>>().notNull().default({}),
  voucherCode: text('voucher_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ShipmentProductsRow = typeof shipmentProducts.$inferSelect;

export const vouchers = pgTable('vouchers', {
  code: text('code').primaryKey(),
  clientId: uuid('client_id'),
  kind: text('kind').$type<'PERCENTAGE' | 'FIXED'>().notNull(),
  amount: integer('amount').notNull(),
  serviceIds: text('service_ids').array(),
  isActive: boolean('is_active').notNull().default(true),
  /** How many shipments it may discount in all, and for each client (migration 0134); null: no limit. */
  maxUses: integer('max_uses'),
  maxUsesPerClient: integer('max_uses_per_client'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type VoucherRow = typeof vouchers.$inferSelect;

/** A shipment an order took with a voucher (migration 0134): counted against the voucher's limits. */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    voucherCode: text('voucher_code').notNull(),
    clientId: uuid('client_id').notNull(),
    shipmentId: uuid('shipment_id').notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.voucherCode, t.shipmentId] })],
);

export const voucherServiceRules = pgTable('voucher_service_rules', {
  serviceId: text('service_id').primaryKey(),
  allowsVoucher: boolean('allows_voucher').notNull(),
});

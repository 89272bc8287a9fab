import type { ShipmentProductsInput } from '@shipdeck/domain/pricing/pricing.schema';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type VoucherRow = typeof vouchers.$inferSelect;

export const voucherServiceRules = pgTable('voucher_service_rules', {
  serviceId: text('service_id').primaryKey(),
  allowsVoucher: boolean('allows_voucher').notNull(),
});

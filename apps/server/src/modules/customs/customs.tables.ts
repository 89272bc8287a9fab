import type { customsItemSchema } from '@shipdeck/domain/customs/customs.schema';
import { bigint, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

export const customsInvoices = pgTable('customs_invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  status: text('status').$type<'DRAFT' | 'COMPLETED'>().notNull(),
  category: text('category').notNull(),
  exportReason: text('export_reason').notNull(),
  items: jsonb('items').$type<z.infer<typeof customsItemSchema>[]>().notNull(),
  totalValue: integer('total_value').notNull(),
  currency: text('currency').notNull().default('EUR'),
  incoterm: text('incoterm').$type<'DAP' | 'DDP'>().notNull().default('DAP'),
  /** Sequence number of the printed invoice number (CI-<year>-<number>). */
  number: bigint('number', { mode: 'number' }).generatedByDefaultAsIdentity(),
  /** The recipient's VAT, EORI or national tax number, as typed (normalised). */
  recipientTaxId: text('recipient_tax_id'),
  /** The day it was issued on the sender's clock (YYYY-MM-DD): printed, and the number's year. */
  issuedOn: date('issued_on', { mode: 'string' }).notNull(),
  usedByOrderId: uuid('used_by_order_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CustomsInvoiceRow = typeof customsInvoices.$inferSelect;

export const shipmentCustoms = pgTable('shipment_customs', {
  shipmentId: uuid('shipment_id').primaryKey(),
  clientId: uuid('client_id').notNull(),
  customsInvoiceId: uuid('customs_invoice_id').notNull(),
});

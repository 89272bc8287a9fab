import type { InvoiceKind } from '@shipdeck/domain/invoices/invoices.schema';
import type { InvoiceLine } from '@shipdeck/domain/invoices/rules/invoice-lines';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InvoiceParty, InvoiceSourceType } from './invoice-document.ts';

/** Migration 0110. Rows are immutable once written (a trigger refuses changes), except `pdfKey`. */
export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  tenantId: text('tenant_id').notNull(),
  kind: text('kind').$type<InvoiceKind>().notNull(),
  number: integer('number').notNull(),
  reference: text('reference').notNull().unique(),
  sourceType: text('source_type').$type<InvoiceSourceType>().notNull(),
  sourceId: text('source_id').notNull(),
  sourceReference: text('source_reference').notNull(),
  creditedInvoiceId: uuid('credited_invoice_id'),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  suppliedAt: timestamp('supplied_at', { withTimezone: true }).notNull(),
  currency: text('currency').notNull(),
  netTotal: integer('net_total').notNull(),
  vatTotal: integer('vat_total').notNull(),
  total: integer('total').notNull(),
  paid: boolean('paid').notNull(),
  seller: jsonb('seller').$type<InvoiceParty>().notNull(),
  buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
  lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
  pdfKey: text('pdf_key'),
});
export type InvoiceRow = typeof invoices.$inferSelect;

export const invoiceSeries = pgTable('invoice_series', {
  tenantId: text('tenant_id').notNull(),
  kind: text('kind').$type<InvoiceKind>().notNull(),
  lastNumber: integer('last_number').notNull(),
});

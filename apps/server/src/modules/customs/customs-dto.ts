import { type CustomsInvoice, customsInvoiceNumberOf } from '@shipdeck/domain/customs/customs.schema';
import type { CustomsInvoiceRow } from './customs.tables.ts';

/** The document of a completed invoice is drawn when it is downloaded, from the current data. */
export const customsDocumentUrl = (id: string) =>
  `/api/v1/customs-invoices/${id}/document?disposition=attachment`;

export const invoiceNumberOf = (row: CustomsInvoiceRow) =>
  customsInvoiceNumberOf({ number: row.number, issuedOn: row.issuedOn });

export const toCustomsInvoiceDto = (row: CustomsInvoiceRow): CustomsInvoice => ({
  id: row.id,
  status: row.status,
  category: row.category as CustomsInvoice['category'],
  exportReason: row.exportReason as CustomsInvoice['exportReason'],
  incoterm: row.incoterm,
  invoiceNumber: invoiceNumberOf(row),
  issuedOn: row.issuedOn,
  items: row.items,
  recipientTaxId: row.recipientTaxId,
  totalValue: row.totalValue,
  currency: 'EUR',
  isUsed: row.usedByOrderId !== null,
  pdfUrl: row.status === 'COMPLETED' ? customsDocumentUrl(row.id) : null,
});

import type { CustomsInvoice } from '@shipdeck/domain/customs/customs.schema';
import { fileUrl } from '../../platform/storage/file-storage.ts';
import type { CustomsInvoiceRow } from './customs.tables.ts';

export const toCustomsInvoiceDto = (row: CustomsInvoiceRow): CustomsInvoice => ({
  id: row.id,
  status: row.status,
  category: row.category as CustomsInvoice['category'],
  exportReason: row.exportReason as CustomsInvoice['exportReason'],
  items: row.items,
  totalValue: row.totalValue,
  currency: 'EUR',
  isUsed: row.usedByOrderId !== null,
  pdfUrl: row.pdfKey ? fileUrl(row.pdfKey, { disposition: 'attachment' }) : null,
});

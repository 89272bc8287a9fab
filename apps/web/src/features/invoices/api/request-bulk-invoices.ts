import type { BulkInvoicesAnswer } from '@shipdeck/domain/invoices/invoices.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** Asks for one ZIP of these invoices; the invoice-available event brings it. */
export const requestBulkInvoices = (references: string[]) =>
  apiRequest<BulkInvoicesAnswer>('/invoices/bulk', { method: 'POST', body: { references } });

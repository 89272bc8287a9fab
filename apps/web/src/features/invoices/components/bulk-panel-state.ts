import {
  type InvoiceAvailablePayload,
  invoiceAvailablePayloadSchema,
} from '@shipdeck/domain/invoices/invoices.schema';

/** The bulk invoice panel's states: none, loading, ready, error (generic or partial). */
export type BulkPanelState =
  | { step: 'none' }
  | { step: 'loading' }
  | { step: 'ready'; url: string }
  | { step: 'error'; url: string | null; failed: string[] };

export const parseInvoiceAvailable = (payload: unknown): InvoiceAvailablePayload | undefined => {
  const parsed = invoiceAvailablePayloadSchema.safeParse(payload);
  return parsed.success ? parsed.data : undefined;
};

/**
 * What the invoice-available event means: no url is a generic error; any failed reference a partial
 * error listing them (the file holds the others); otherwise the file is ready.
 */
export const bulkPanelStateOf = (answer: Pick<InvoiceAvailablePayload, 'url' | 'errors'>): BulkPanelState => {
  if (!answer.url) return { step: 'error', url: null, failed: [] };
  if (answer.errors.length > 0) return { step: 'error', url: answer.url, failed: answer.errors };
  return { step: 'ready', url: answer.url };
};

import { z } from 'zod';

/** Invoices and transactions page size. */
export const INVOICES_PAGE_SIZE = 10;
/** References one bulk download may ask for: ten full pages of the table, selected with select-all. */
export const BULK_INVOICES_MAX = 500;

/** An invoice, or a credit note for a refund (negative total), as the invoices table lists it. */
export const invoiceKindSchema = z.enum(['INVOICE', 'CREDIT_NOTE']);
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;

/** GET /invoices?page=&size= (page counts from 0, as every paginated list here does). */
export const invoicesQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(INVOICES_PAGE_SIZE).default(INVOICES_PAGE_SIZE),
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

export const invoiceSummarySchema = z.object({
  reference: z.string(),
  /** When the invoice was issued (ISO date-time). */
  createdAt: z.string(),
  paid: z.boolean(),
  price: z.object({ currency: z.string(), totalPrice: z.number().int() }),
  hasInvoicePdf: z.boolean(),
  kind: invoiceKindSchema,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoicesPageSchema = z.object({
  invoices: z.array(invoiceSummarySchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  }),
});
export type InvoicesPage = z.infer<typeof invoicesPageSchema>;

/** GET /invoices/:reference: where the PDF opens. */
export const invoiceFileSchema = z.object({ url: z.string() });
export type InvoiceFile = z.infer<typeof invoiceFileSchema>;

/** POST /invoices/bulk: the ZIP comes later, with the invoice-available event. */
export const bulkInvoicesRequestSchema = z
  .object({
    references: z
      .array(z.string().trim().min(1).max(40))
      .min(1, 'form.error.required')
      .max(BULK_INVOICES_MAX, 'form.error.max-size'),
  })
  .strict();
export type BulkInvoicesRequest = z.infer<typeof bulkInvoicesRequestSchema>;

export const bulkInvoicesAnswerSchema = z.object({ requestId: z.string().uuid() });
export type BulkInvoicesAnswer = z.infer<typeof bulkInvoicesAnswerSchema>;

/**
 * The invoice-available event's payload: the ZIP's url (null when none could be made) and the
 * references that could not be put in it.
 */
export const invoiceAvailablePayloadSchema = z.object({
  requestId: z.string(),
  url: z.string().nullable(),
  errors: z.array(z.string()),
});
export type InvoiceAvailablePayload = z.infer<typeof invoiceAvailablePayloadSchema>;

import { z } from 'zod';
import { printableDescription } from './customs-description.ts';
import { hsCodeSchema, normaliseHsCode } from './hs-code.ts';
import { recipientTaxIdSchema } from './recipient-tax-id.ts';

/** Customs invoice of the checkout's customs step: default category and export reason 'purchase or sale'. */
export const CUSTOMS_CATEGORIES = [
  'PURCHASE_OR_SALE',
  'GIFT',
  'SAMPLE',
  'RETURN',
  'DOCUMENTS',
  'OTHER',
] as const;
export const DEFAULT_CUSTOMS_CATEGORY = 'PURCHASE_OR_SALE';

/**
 * Who pays duties and import taxes: DAP (delivered at place: the recipient) or DDP (delivered duty
 * paid: the sender). A seller registered for IOSS collects the import VAT at sale, so its parcels
 * up to 150 EUR are usually DDP.
 */
export const INCOTERMS = ['DAP', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

export const customsItemSchema = z.object({
  description: z.string().trim().min(1, 'form.error.required').max(100, 'form.error.max-size'),
  quantity: z.number().int().positive('form.error.positive').max(10_000),
  /** Value of one unit in minor units. */
  unitValue: z.number().int().positive('form.error.positive').max(9_999_999_899),
  /** Net weight of one unit in kilograms. */
  weight: z.number().positive('form.error.positive').max(1000),
  originCountry: z.string().regex(/^[A-Z]{2}$/, 'form.error.invalid-country'),
  /** Harmonized System tariff code: every line of a customs declaration names one. */
  hsCode: hsCodeSchema,
});

/**
 * A customs line as a client sends it: the tariff code as sellers copy it ("6912.00", "6109 10 00") is
 * read as its digits, and the description, printed on the customs documents, is in letters they can
 * print (as names and addresses on a label).
 */
const customsItemInputSchema = customsItemSchema.extend({
  description: printableDescription(customsItemSchema.shape.description),
  hsCode: z.string().transform(normaliseHsCode).pipe(hsCodeSchema),
});

/**
 * The most a customs invoice declares in all, in minor units (21 474 836.47 EUR): far beyond any parcel's
 * goods, and what its stored total holds.
 */
export const MAX_CUSTOMS_INVOICE_VALUE = 2_147_483_647;

export const saveCustomsInvoiceRequestSchema = z.object({
  shipmentReference: z.string().min(1).max(40),
  category: z.enum(CUSTOMS_CATEGORIES).default(DEFAULT_CUSTOMS_CATEGORY),
  exportReason: z.enum(CUSTOMS_CATEGORIES).default(DEFAULT_CUSTOMS_CATEGORY),
  incoterm: z.enum(INCOTERMS).default('DAP'),
  items: z
    .array(customsItemInputSchema)
    .max(50, 'form.error.max-size')
    .refine((items) => customsTotalValue(items) <= MAX_CUSTOMS_INVOICE_VALUE, 'form.error.max-size'),
  /** The recipient's VAT, EORI or national tax number, for customs offices that clear with it. */
  recipientTaxId: recipientTaxIdSchema.nullable().default(null),
  /** A draft keeps what was typed; only a completed invoice can be bought with. */
  isDraft: z.boolean().default(false),
});
export type SaveCustomsInvoiceRequest = z.infer<typeof saveCustomsInvoiceRequestSchema>;

export const customsInvoiceSchema = z.object({
  id: z.uuid(),
  status: z.enum(['DRAFT', 'COMPLETED']),
  category: z.enum(CUSTOMS_CATEGORIES),
  exportReason: z.enum(CUSTOMS_CATEGORIES),
  incoterm: z.enum(INCOTERMS),
  /** Numbered per seller-independent sequence, e.g. CI-2026-000042. */
  invoiceNumber: z.string(),
  /** The day the invoice was issued (YYYY-MM-DD). */
  issuedOn: z.string(),
  items: z.array(customsItemSchema),
  recipientTaxId: z.string().nullable(),
  totalValue: z.number().int(),
  currency: z.literal('EUR'),
  isUsed: z.boolean(),
  pdfUrl: z.string().nullable(),
});
export type CustomsInvoice = z.infer<typeof customsInvoiceSchema>;

export const customsTotalValue = (items: readonly { quantity: number; unitValue: number }[]) =>
  items.reduce((sum, item) => sum + item.quantity * item.unitValue, 0);

/** The printed number of a customs invoice: its year and its sequence number. */
export const customsInvoiceNumberOf = (invoice: { number: number; issuedOn: string }) =>
  `CI-${invoice.issuedOn.slice(0, 4)}-${String(invoice.number).padStart(6, '0')}`;

import { z } from 'zod';
import { referenceListQuerySchema } from './shipment.schema.ts';
import { TRACKING_EVENTS } from './tracking-events.ts';

export const LABEL_FORMATS = ['A4', '4x6', 'COMBINED_A4'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** Resolutions of the thermal printers ZPL labels are drawn for (4×6 in). */
export const ZPL_DPIS = [203, 300] as const;
export type ZplDpi = (typeof ZPL_DPIS)[number];
/** `dpi` of a ZPL request: 203 (the common desktop printers) unless 300 is asked. */
export const zplDpiSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(203), z.literal(300)], { message: 'labels.error.dpi' }))
  .default(203);

/**
 * How a user prints by default: a PDF (A4, 4x6, combined A4) or ZPL for a 203 or 300 dpi thermal
 * printer. Each user sets their own (the person at the printer), used by single and bulk printing.
 */
export const PRINT_FORMATS = [...LABEL_FORMATS, 'ZPL_203', 'ZPL_300'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];
export const DEFAULT_PRINT_FORMAT: PrintFormat = '4x6';
/** Bulk printing makes one file: combined A4 sheets, or one ZPL stream of every label. */
export const BULK_PRINT_FORMATS = [
  'COMBINED_A4',
  'ZPL_203',
  'ZPL_300',
] as const satisfies readonly PrintFormat[];

/** The request a print format makes: a PDF format, or ZPL at a resolution. */
export const labelRequestOfPrintFormat = (
  printFormat: PrintFormat,
): { format: LabelFormat | 'ZPL'; dpi?: ZplDpi } =>
  printFormat === 'ZPL_203'
    ? { format: 'ZPL', dpi: 203 }
    : printFormat === 'ZPL_300'
      ? { format: 'ZPL', dpi: 300 }
      : { format: printFormat };

/** Reasons a seller picks from when cancelling. */
export const CANCEL_REASONS = [
  'ORDER_CANCELLED_BY_BUYER',
  'WRONG_ADDRESS',
  'WRONG_SERVICE',
  'WRONG_PARCEL_DATA',
  'DUPLICATED',
  'OTHER',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const labelsQuerySchema = z.object({
  references: referenceListQuerySchema,
  /** A PDF format, or ZPL: every label in one ZPL document for a thermal printer, at `dpi`. */
  format: z.enum([...LABEL_FORMATS, 'ZPL']).default('4x6'),
  dpi: zplDpiSchema,
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});

export const labelsResponseSchema = z.partialRecord(
  z.enum([...LABEL_FORMATS, 'ZPL']),
  z.object({ url: z.string() }),
);

export const mergeLabelsRequestSchema = z.object({
  references: z.array(z.string().min(1).max(40)).min(1).max(500),
  format: z.enum(LABEL_FORMATS).default('COMBINED_A4'),
});

/** Payload of the label-merge-ready event: status 200 when the file is there. */
export type LabelMergeReady = {
  requestId: string;
  references: string[];
  url_label: string | null;
  status: number;
};

export const trackingEntrySchema = z.object({
  at: z.string(),
  state: z.string(),
  /** Our code for the event, shown translated; null when the carrier's event has none (then `description`). */
  event: z.enum(TRACKING_EVENTS).nullable(),
  location: z.string(),
  /** The carrier's own words, in the carrier's language. */
  description: z.string(),
});
export const trackingResponseSchema = z.object({
  reference: z.string(),
  trackingNumbers: z.array(z.string()),
  entries: z.array(trackingEntrySchema),
});
export type TrackingResponse = z.infer<typeof trackingResponseSchema>;

export const cancelRequestSchema = z.object({
  reason: z.enum(CANCEL_REASONS, { message: 'form.error.required' }),
});

/** The longest note a seller adds to a label e-mail: a message for a person, not a newsletter. */
export const LABELS_EMAIL_NOTE_MAX_LENGTH = 500;

/** Send labels by e-mail: one address and a required note; the message keys are this panel's own (`forms.…`). */
export const sendLabelsEmailSchema = z.object({
  mail: z
    .string({ message: 'forms.errors.email-required' })
    .trim()
    .min(1, { message: 'forms.errors.email-required' })
    .max(100, { message: 'forms.error.email-invalid' })
    .pipe(z.email({ message: 'forms.error.email-invalid' })),
  message: z
    .string({ message: 'forms.error.field-required' })
    .trim()
    .min(1, { message: 'forms.error.field-required' })
    .max(LABELS_EMAIL_NOTE_MAX_LENGTH, { message: 'form.error.max-length' }),
  /** E-mailed labels come as 4x6 (default) or combined A4 PDFs, or as ZPL for a thermal printer at `dpi`. */
  format: z.enum(['4x6', 'COMBINED_A4', 'ZPL']).default('4x6'),
  dpi: zplDpiSchema,
});
export type SendLabelsEmail = z.infer<typeof sendLabelsEmailSchema>;

import { z } from 'zod';
import { referenceListQuerySchema } from './shipment.schema.ts';
import { TRACKING_EVENTS } from './tracking-events.ts';

export const LABEL_FORMATS = ['A4', '4x6', 'COMBINED_A4'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

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
  format: z.enum(LABEL_FORMATS).default('4x6'),
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});

export const labelsResponseSchema = z.partialRecord(z.enum(LABEL_FORMATS), z.object({ url: z.string() }));

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
  /** E-mailed labels come as 4x6 (default) or combined A4. */
  format: z.enum(['4x6', 'COMBINED_A4']).default('4x6'),
});
export type SendLabelsEmail = z.infer<typeof sendLabelsEmailSchema>;

import { z } from 'zod';

/** How long a delivered shipment or a draft stays in its inbox before the daily job archives it. */
export const ArchiveRetention = {
  OneWeek: 'ONEWEEK',
  TwoWeeks: 'TWOWEEKS',
  Month: 'MONTH',
  Never: 'NEVER',
} as const;
export type ArchiveRetention = (typeof ArchiveRetention)[keyof typeof ArchiveRetention];
export const ARCHIVE_RETENTIONS = Object.values(ArchiveRetention) as ArchiveRetention[];
export const DEFAULT_ARCHIVE_RETENTION: ArchiveRetention = ArchiveRetention.Never;

export const archiveRetentionSchema = z.enum(
  ARCHIVE_RETENTIONS as [ArchiveRetention, ...ArchiveRetention[]],
  {
    error: (issue) => (issue.input === undefined ? 'form.error.required' : 'form.error.value-not-allowed'),
  },
);

/** GET /archive-settings: the option in force for delivered shipments and for drafts. */
export const archiveSettingsSchema = z.object({
  delivered: z.object({ active: archiveRetentionSchema }),
  draft: z.object({ active: archiveRetentionSchema }),
});
export type ArchiveSettings = z.infer<typeof archiveSettingsSchema>;

/** PUT /archive-settings: both choices are required. */
export const archiveSettingsRequestSchema = z
  .object({ delivered: archiveRetentionSchema, draft: archiveRetentionSchema })
  .strict();
export type ArchiveSettingsRequest = z.infer<typeof archiveSettingsRequestSchema>;

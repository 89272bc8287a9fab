import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../user/language.ts';
import { plainTextOf } from './rules/plain-text.ts';

/** The e-mails a seller can brand; only the shipment confirmation (sent when the label is made) today. */
export const BrandedEmailType = { ShipmentConfirmation: 'BRANDED_SHIPMENT_CONFIRMATION' } as const;
export type BrandedEmailType = (typeof BrandedEmailType)[keyof typeof BrandedEmailType];
export const BRANDED_EMAIL_TYPES = Object.values(BrandedEmailType) as BrandedEmailType[];
export const brandedEmailTypeSchema = z.enum(
  BRANDED_EMAIL_TYPES as [BrandedEmailType, ...BrandedEmailType[]],
  {
    message: 'branded-emails.error.unknown-type',
  },
);

/** The tags a template may name; each is written `{{name}}` in the body and subject. */
export const TEMPLATE_TAGS = [
  'order_source',
  'order_id',
  'receiver_name',
  'content',
  'trackings',
  'tracking_id',
  'estimated_delivery_date',
  'company_name',
  'sender_email',
  'carrier_name',
  'service_name',
] as const;
export type TemplateTag = (typeof TEMPLATE_TAGS)[number];

/** */
export const EMAIL_BODY_MAX_TEXT = 500;
/** The stored rich text may carry markup around its 500 characters of text; this bounds the whole. */
export const EMAIL_BODY_MAX_HTML = 20_000;
export const EMAIL_SUBJECT_MAX = 200;
export const COMPANY_NAME_MAX = 250;
export const REPLY_TO_MAX = 50;
export const LOGO_MAX_BYTES = 200_000;
export const TAG_QUERY_MIN = 1;
export const TAG_QUERY_MAX = 20;
export const TAG_SUGGESTIONS_MAX = 5;
export const TAG_SUGGESTIONS_DELAY_MS = 500;
export const SAMPLE_DELIVERY_DAYS_AHEAD = 3;

export const brandedEmailLocaleSchema = z.enum(SUPPORTED_LANGUAGES, {
  message: 'branded-emails.error.unknown-locale',
});

/** The editable part of a template: PUT /branded-emails/:type/:locale and the test send. */
export const brandedEmailContentSchema = z
  .object({
    subject: z
      .string({ message: 'form.error.required' })
      .trim()
      .min(1, 'form.error.required')
      .max(EMAIL_SUBJECT_MAX, 'form.error.max-length'),
    body: z
      .string()
      .max(EMAIL_BODY_MAX_HTML, 'branded-emails.error.body-too-long')
      .refine(
        (body) => plainTextOf(body).length <= EMAIL_BODY_MAX_TEXT,
        'branded-emails.error.body-too-long',
      ),
  })
  .strict();
export type BrandedEmailContent = z.infer<typeof brandedEmailContentSchema>;

/** GET /branded-emails/:type/:locale: the saved template, or the starting text in that language. */
export const brandedEmailImplementationSchema = z.object({
  emailType: brandedEmailTypeSchema,
  locale: brandedEmailLocaleSchema,
  subject: z.string(),
  body: z.string(),
  isSaved: z.boolean(),
  defaultValues: z.object({
    deliveryAddress: z.string(),
    carrierLogoId: z.string(),
    carrierName: z.string(),
    deliveryDate: z.string(),
  }),
});
export type BrandedEmailImplementation = z.infer<typeof brandedEmailImplementationSchema>;

export const brandSettingsSchema = z.object({
  companyName: z.string(),
  companyReplyToEmail: z.string(),
  /** Site-relative address of the logo (with a version, so a new logo is fetched again); null: none. */
  companyLogoUrl: z.string().nullable(),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/** GET /branded-emails. */
export const brandedEmailsListSchema = z.object({
  emails: z.array(z.object({ emailType: brandedEmailTypeSchema, active: z.boolean() })),
  brandedSettings: brandSettingsSchema.nullable(),
});
export type BrandedEmailsList = z.infer<typeof brandedEmailsListSchema>;

/** PUT /branded-emails/:type/active. */
export const toggleBrandedEmailRequestSchema = z.object({ active: z.boolean() }).strict();

/**
 * PUT /branded-emails/brand-settings. The logo travels as base64: omitted keeps the current one, null
 * removes it. Its size and type are checked on the decoded bytes.
 */
export const brandSettingsRequestSchema = z
  .object({
    companyName: z.string().trim().max(COMPANY_NAME_MAX, 'form.error.max-length'),
    companyReplyToEmail: z.union([
      z.literal(''),
      z.email('form.error.email-invalid').max(REPLY_TO_MAX, 'form.error.max-length'),
    ]),
    companyLogo: z
      .string()
      // base64 of 200 000 bytes is 266 668 characters; anything longer is too big before decoding.
      .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4, 'branded-emails.error.logo-too-big')
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'branded-emails.error.logo-type')
      .nullable()
      .optional(),
  })
  .strict();
export type BrandSettingsRequest = z.infer<typeof brandSettingsRequestSchema>;

/** The sample shipment of the previews and test sends (besides the translated sample texts). */
export const SAMPLE_EMAIL = {
  orderId: 'ORD-10042',
  trackingNumber: '1Z999AA10123456784',
  reference: 'SHP-0000042',
  carrierName: 'Sandbox Express',
  serviceName: 'Standard',
} as const;

/**
 * The tracking milestones a seller can have its buyers mailed about, each switched on or off; the
 * label's own e-mail is always sent (ADR 0022).
 */
export const BUYER_EMAIL_MILESTONES = ['IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'INCIDENT'] as const;
export type BuyerEmailMilestone = (typeof BUYER_EMAIL_MILESTONES)[number];
export const buyerEmailMilestoneSchema = z.enum(BUYER_EMAIL_MILESTONES, {
  message: 'branded-emails.error.unknown-milestone',
});

/** GET /branded-emails/milestones and PUT /branded-emails/milestones/:milestone's answer. */
export const milestoneSwitchSchema = z.object({ milestone: buyerEmailMilestoneSchema, active: z.boolean() });
export type MilestoneSwitch = z.infer<typeof milestoneSwitchSchema>;

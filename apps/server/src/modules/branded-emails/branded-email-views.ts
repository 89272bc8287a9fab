import type {
  BrandedEmailImplementation,
  BrandedEmailType,
  BrandSettings,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { SAMPLE_EMAIL } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { sampleDeliveryDate } from '@shipdeck/domain/branded-emails/rules/sample-delivery-date';
import { escapeHtml } from '@shipdeck/domain/html/escape-html';
import type { Language } from '@shipdeck/domain/user/language';
import { localeTexts } from '../../platform/i18n/locale-texts.ts';
import type { BrandSettingsRow } from './branded-emails.tables.ts';

/** Plain text with `{{tag}}`s as the editor's rich text: a paragraph a line, each tag a chip. */
const starterHtml = (text: string) =>
  text
    .split('\n')
    .map(
      (line) =>
        `<p>${escapeHtml(line).replace(/\{\{([a-z_]+)\}\}/g, (whole, tag: string) => `<span data-tag="${tag}">${whole}</span>`)}</p>`,
    )
    .join('');

export const toImplementation = (input: {
  emailType: BrandedEmailType;
  locale: Language;
  saved: { subject: string; body: string } | undefined;
  now: Date;
}): BrandedEmailImplementation => {
  const t = localeTexts(input.locale);
  return {
    emailType: input.emailType,
    locale: input.locale,
    subject: input.saved?.subject ?? t('branded-emails.starter.subject'),
    body: input.saved?.body ?? starterHtml(t('branded-emails.starter.body')),
    isSaved: input.saved !== undefined,
    defaultValues: {
      deliveryAddress: t('branded-emails.sample.address'),
      carrierLogoId: 'sandbox-express',
      carrierName: SAMPLE_EMAIL.carrierName,
      deliveryDate: sampleDeliveryDate(input.now),
    },
  };
};

export const toBrandSettings = (row: BrandSettingsRow | undefined): BrandSettings | null =>
  row
    ? {
        companyName: row.companyName,
        companyReplyToEmail: row.replyToEmail,
        companyLogoUrl: row.logoId ? `/api/v1/brand-logos/${row.logoId}` : null,
      }
    : null;

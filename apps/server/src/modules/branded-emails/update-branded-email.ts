import {
  type BrandedEmailContent,
  type BrandedEmailType,
  brandedEmailContentSchema,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import type { Language } from '@shipdeck/domain/user/language';
import type { Db } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { toImplementation } from './branded-email-views.ts';
import { brandedEmailsRepository } from './branded-emails.repository.ts';
import { assertBrandedEmailsAvailable } from './branded-emails-access.ts';
import { sanitizeEmailHtml } from './sanitize-email-html.ts';

/**
 * The body as it will be kept and sent: sanitised, then checked again, since sanitising can change
 * what the 500-character rule counts (an entity written out, a dropped element's text kept).
 */
export const cleanContent = (content: BrandedEmailContent): BrandedEmailContent => {
  const cleaned = {
    subject: content.subject.replace(/[\r\n]+/g, ' '),
    body: sanitizeEmailHtml(content.body),
  };
  const checked = brandedEmailContentSchema.safeParse(cleaned);
  if (!checked.success)
    throw badRequest({
      messageKey: checked.error.issues[0]!.message,
      field: String(checked.error.issues[0]!.path[0]),
    });
  return checked.data;
};

/** PUT /branded-emails/:type/:locale. */
export const updateBrandedEmail = async (
  db: Db,
  input: {
    clientId: string;
    tenantId: string;
    emailType: BrandedEmailType;
    locale: Language;
    content: BrandedEmailContent;
    now: Date;
  },
) => {
  await assertBrandedEmailsAvailable(db, input);
  const saved = await brandedEmailsRepository.upsertTemplate(db, {
    clientId: input.clientId,
    emailType: input.emailType,
    locale: input.locale,
    ...cleanContent(input.content),
  });
  return toImplementation({ ...input, saved });
};

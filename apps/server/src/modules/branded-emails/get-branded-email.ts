import type { BrandedEmailType } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import type { Language } from '@shipdeck/domain/user/language';
import type { Db } from '../../platform/db/database.ts';
import { toImplementation } from './branded-email-views.ts';
import { brandedEmailsRepository } from './branded-emails.repository.ts';
import { assertBrandedEmailsAvailable } from './branded-emails-access.ts';

/** GET /branded-emails/:type/:locale: the saved template, or a starting text in that language. */
export const getBrandedEmail = async (
  db: Db,
  input: { clientId: string; tenantId: string; emailType: BrandedEmailType; locale: Language; now: Date },
) => {
  await assertBrandedEmailsAvailable(db, input);
  const saved = await brandedEmailsRepository.findTemplate(db, input);
  return toImplementation({ ...input, saved });
};

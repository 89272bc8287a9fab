import {
  BRANDED_EMAIL_TYPES,
  type BrandedEmailsList,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import type { Db } from '../../platform/db/database.ts';
import { toBrandSettings } from './branded-email-views.ts';
import { brandedEmailsRepository } from './branded-emails.repository.ts';
import { assertBrandedEmailsAvailable } from './branded-emails-access.ts';

/** GET /branded-emails: every brandable e-mail type with its switch, and the brand settings. */
export const findBrandedEmails = async (
  db: Db,
  scope: { clientId: string; tenantId: string },
): Promise<BrandedEmailsList> => {
  await assertBrandedEmailsAvailable(db, scope);
  const activations = await brandedEmailsRepository.findActivations(db, scope.clientId);
  return {
    emails: BRANDED_EMAIL_TYPES.map((emailType) => ({
      emailType,
      active: activations.some((activation) => activation.emailType === emailType && activation.isActive),
    })),
    brandedSettings: toBrandSettings(await brandedEmailsRepository.findBrandSettings(db, scope.clientId)),
  };
};

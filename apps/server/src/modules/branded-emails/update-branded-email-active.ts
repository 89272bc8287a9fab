import type { BrandedEmailType } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { brandedEmailsRepository } from './branded-emails.repository.ts';
import { assertBrandedEmailsAvailable } from './branded-emails-access.ts';

/**
 * PUT /branded-emails/:type/active. A template saved in no language cannot be switched on: buyers would
 * get nothing of the seller's (409 branded-emails.error.no-template).
 */
export const updateBrandedEmailActive = async (
  db: Db,
  input: { clientId: string; tenantId: string; emailType: BrandedEmailType; active: boolean },
) => {
  await assertBrandedEmailsAvailable(db, input);
  if (input.active && !(await brandedEmailsRepository.hasTemplate(db, input)))
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 409,
      messageKey: 'branded-emails.error.no-template',
    });
  await brandedEmailsRepository.setActive(db, { ...input, isActive: input.active });
  return { emailType: input.emailType, active: input.active };
};

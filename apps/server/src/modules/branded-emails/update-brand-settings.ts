import { randomUUID } from 'node:crypto';
import {
  type BrandSettingsRequest,
  LOGO_MAX_BYTES,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { logoImageTypeOf } from '@shipdeck/domain/branded-emails/rules/image-type';
import type { Db } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { toBrandSettings } from './branded-email-views.ts';
import { brandedEmailsRepository } from './branded-emails.repository.ts';
import { assertBrandedEmailsAvailable } from './branded-emails-access.ts';

/** The logo's bytes, checked for size and for being a PNG or JPEG by what they are, not what they are called. */
const decodeLogo = (base64: string) => {
  const content = Buffer.from(base64, 'base64');
  if (content.length === 0)
    throw badRequest({ messageKey: 'branded-emails.error.logo-type', field: 'companyLogo' });
  if (content.length > LOGO_MAX_BYTES)
    throw badRequest({ messageKey: 'branded-emails.error.logo-too-big', field: 'companyLogo' });
  const contentType = logoImageTypeOf(content);
  if (!contentType) throw badRequest({ messageKey: 'branded-emails.error.logo-type', field: 'companyLogo' });
  return { content, contentType, id: randomUUID() };
};

/** PUT /branded-emails/brand-settings: creates the settings the first time, then replaces them. */
export const updateBrandSettings = async (
  db: Db,
  input: { clientId: string; tenantId: string; settings: BrandSettingsRequest },
) => {
  await assertBrandedEmailsAvailable(db, input);
  const { companyLogo } = input.settings;
  const row = await brandedEmailsRepository.upsertBrandSettings(db, {
    clientId: input.clientId,
    companyName: input.settings.companyName,
    replyToEmail: input.settings.companyReplyToEmail,
    logo: companyLogo === undefined ? undefined : companyLogo === null ? null : decodeLogo(companyLogo),
  });
  return toBrandSettings(row)!;
};

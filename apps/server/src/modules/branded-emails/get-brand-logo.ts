import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { brandedEmailsRepository } from './branded-emails.repository.ts';

/** GET /brand-logos/:logoId, public: buyers' mail clients load the logo without a session. */
export const getBrandLogo = async (db: Db, logoId: string) => {
  const row = await brandedEmailsRepository.findLogoById(db, logoId);
  if (!row?.logo || !row.contentType) throw notFound();
  return { content: row.logo, contentType: row.contentType };
};

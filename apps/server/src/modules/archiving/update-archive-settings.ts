import type {
  ArchiveSettings,
  ArchiveSettingsRequest,
} from '@shipdeck/domain/archiving/archive-settings.schema';
import type { Db } from '../../platform/db/database.ts';
import { archivingRepository } from './archiving.repository.ts';

export const updateArchiveSettings = async (
  db: Db,
  input: { clientId: string; settings: ArchiveSettingsRequest },
): Promise<ArchiveSettings> => {
  const row = await archivingRepository.upsert(db, { clientId: input.clientId, ...input.settings });
  return { delivered: { active: row.delivered }, draft: { active: row.draft } };
};

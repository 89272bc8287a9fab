import {
  type ArchiveSettings,
  DEFAULT_ARCHIVE_RETENTION,
} from '@shipdeck/domain/archiving/archive-settings.schema';
import type { Db } from '../../platform/db/database.ts';
import { archivingRepository } from './archiving.repository.ts';

/** The client's retentions; a client who never chose keeps everything (NEVER). */
export const getArchiveSettings = async (db: Db, input: { clientId: string }): Promise<ArchiveSettings> => {
  const row = await archivingRepository.find(db, input.clientId);
  return {
    delivered: { active: row?.delivered ?? DEFAULT_ARCHIVE_RETENTION },
    draft: { active: row?.draft ?? DEFAULT_ARCHIVE_RETENTION },
  };
};

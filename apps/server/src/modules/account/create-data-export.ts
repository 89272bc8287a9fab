import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { toDataExportDto } from './data-export-dto.ts';
import { dataExportsRepository } from './data-exports.repository.ts';
import { exportAccountDataJob } from './export-account-data.job.ts';

/**
 * Starts "download my data". While an export is still being made, asking again answers that one instead
 * of starting a second (a doubled click, two tabs).
 */
export const createDataExport = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'jobs'>,
  scope: { clientId: string; userId: string },
) => {
  const { db } = dependencies;
  const row = await db.transaction(async (tx) => {
    await dataExportsRepository.lockClient(tx, scope.clientId);
    const latest = await dataExportsRepository.latest(tx, scope.clientId);
    if (latest?.status === 'PENDING') return latest;
    const created = await dataExportsRepository.insert(tx, scope.clientId);
    await dependencies.jobs.enqueue(
      exportAccountDataJob,
      { clientId: scope.clientId, userId: scope.userId, exportId: created.id },
      { tx },
    );
    return created;
  });
  return toDataExportDto(row);
};

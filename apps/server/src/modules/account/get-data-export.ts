import { notFound } from '../../platform/errors/app-error.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { toDataExportDto } from './data-export-dto.ts';
import { dataExportsRepository } from './data-exports.repository.ts';

/** The newest "download my data" request of the client, or null before the first. */
export const getLatestDataExport = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'storage'>,
  clientId: string,
) => {
  const row = await dataExportsRepository.latest(dependencies.db, clientId);
  return { dataExport: row ? toDataExportDto(row) : null };
};

/** The ZIP of a finished export of this client; another client's export, or one not ready, is 404. */
export const getDataExportFile = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'storage'>,
  clientId: string,
  id: string,
) => {
  const row = await dataExportsRepository.get(dependencies.db, clientId, id);
  if (!row?.fileKey || row.status !== 'READY') throw notFound();
  const file = await dependencies.storage.getStream(row.fileKey);
  if (!file) throw notFound();
  return { ...file, filename: `my-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
};

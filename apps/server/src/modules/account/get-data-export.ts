import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors/app-error.ts';
import { toDataExportDto } from './data-export-dto.ts';
import { dataExportsRepository } from './data-exports.repository.ts';

/** The newest "download my data" request of the client, or null before the first. */
export const getLatestDataExport = async (app: FastifyInstance, clientId: string) => {
  const row = await dataExportsRepository.latest(app.database.db, clientId);
  return { dataExport: row ? toDataExportDto(row) : null };
};

/** The ZIP of a finished export of this client; another client's export, or one not ready, is 404. */
export const getDataExportFile = async (app: FastifyInstance, clientId: string, id: string) => {
  const row = await dataExportsRepository.get(app.database.db, clientId, id);
  if (!row?.fileKey || row.status !== 'READY') throw notFound();
  const file = await app.storage.getStream(row.fileKey);
  if (!file) throw notFound();
  return { ...file, filename: `my-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
};

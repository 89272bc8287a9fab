import type { DataExport } from '@shipdeck/domain/account/account.schema';
import type { DataExportRow } from './data-exports.tables.ts';

export const toDataExportDto = (row: DataExportRow): DataExport => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  downloadUrl: row.status === 'READY' ? `/api/v1/account/data-exports/${row.id}/download` : null,
  createdAt: row.createdAt.toISOString(),
});

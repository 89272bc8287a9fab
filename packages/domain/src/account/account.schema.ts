import { z } from 'zod';

export const DataExportStatus = { Pending: 'PENDING', Ready: 'READY', Failed: 'FAILED' } as const;
export type DataExportStatus = (typeof DataExportStatus)[keyof typeof DataExportStatus];

/** The sections of "download my data", each written as JSON and as CSV in the ZIP. */
/** What "download my data" writes, a JSON and a CSV file each: invoices are the tax documents (invoices
 * and credit notes), customs invoices the commercial invoices made for customs. */
export const DATA_EXPORT_SECTIONS = [
  'addresses',
  'parcels',
  'shipments',
  'orders',
  'invoices',
  'customs-invoices',
  'shipping-rules',
  'branded-emails',
  'support-tickets',
] as const;
export type DataExportSection = (typeof DATA_EXPORT_SECTIONS)[number];

/** One "download my data" request: progress 0–100 while PENDING, the download address once READY. */
export const dataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum([DataExportStatus.Pending, DataExportStatus.Ready, DataExportStatus.Failed]),
  progress: z.number().int().min(0).max(100),
  downloadUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** GET /account/data-exports/latest: the newest request, or null before the first. */
export const latestDataExportSchema = z.object({ dataExport: dataExportSchema.nullable() });
export type LatestDataExport = z.infer<typeof latestDataExportSchema>;

export const dataExportParamsSchema = z.object({ id: z.uuid('error.not-found') });

import { z } from 'zod';

/** A CSV import is a .csv file of at most 500 000 bytes. */
export const CSV_IMPORT_MAX_BYTES = 500_000;
/** The row errors an import lists (in its event and view); every invalid row is in its download. */
export const CSV_IMPORT_LISTED_ERRORS = 200;

export const CsvImportMessage = {
  generic: 'csv-import.error.generic',
  maxSize: 'csv-import.error.max-size',
  notCsv: 'csv-import.error.not-csv',
  noColumns: 'csv-import.error.no-columns',
  unreadable: 'csv-import.error.unreadable',
  number: 'csv-import.error.number',
  valueDecimals: 'csv-import.error.value-decimals',
} as const;

/** GET /shipments/imports/upload-url: where to PUT the file's bytes, and the address it will have. */
export const csvUploadUrlSchema = z.object({ uploadUrl: z.string(), downloadUrl: z.string() });
export type CsvUploadUrl = z.infer<typeof csvUploadUrlSchema>;

/** POST /shipments/imports: registers an uploaded file (its `downloadUrl`) for import. */
export const registerImportSchema = z.object({
  url: z.string().min(1).max(500),
  source: z.literal('csv'),
});
export type RegisterImport = z.infer<typeof registerImportSchema>;

/** One problem of one row: its row number as a spreadsheet shows it (the header is row 1). */
export const csvRowErrorSchema = z.object({
  row: z.number().int().positive(),
  column: z.string(),
  messageKey: z.string(),
});
export type CsvRowError = z.infer<typeof csvRowErrorSchema>;

export const CSV_IMPORT_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;

/** What the import-finished event carries, and GET /shipments/imports/:id answers. */
export const csvImportResultSchema = z.object({
  importId: z.string().uuid(),
  status: z.enum(CSV_IMPORT_STATUSES),
  /** The drafts this import created. */
  shipmentReferences: z.array(z.string()),
  /** Rows whose order id was imported before (this file or an earlier one): nothing new was made. */
  alreadyImported: z.number().int().nonnegative(),
  invalidRows: z.number().int().nonnegative(),
  /** The first row errors, at most CSV_IMPORT_LISTED_ERRORS. */
  errors: z.array(csvRowErrorSchema),
  /** The invalid rows as a CSV to fix and import again (with an `errors` column); null when none. */
  invalidRowsUrl: z.string().nullable(),
  /** A message key when the file could not be imported at all. */
  error: z.string().nullable(),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

/** What is wrong with a chosen file before it is uploaded (a message key), or null. */
export const csvFileProblem = (file: { name: string; size: number }): string | null => {
  if (!/\.csv$/i.test(file.name)) return CsvImportMessage.notCsv;
  if (file.size > CSV_IMPORT_MAX_BYTES) return CsvImportMessage.maxSize;
  return null;
};

/** The progress bar of an import fills to 20 in steps of 2 every 500 ms, and shows full 1 s. */
export const CsvImportProgress = { max: 20, step: 2, everyMs: 500, fullForMs: 1000 } as const;

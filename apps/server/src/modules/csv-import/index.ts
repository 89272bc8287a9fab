/** The CSV import module's door: other code reaches it only through what is exported here. */
export { csvImportRoutes } from './csv-import.routes.ts';
export { runCsvImport } from './import-csv.job.ts';

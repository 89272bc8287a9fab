// What other features may use of the CSV import: its modal.
export { CsvImportModal } from './components/csv-import-modal.tsx';

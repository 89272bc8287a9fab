// What other features may use of the bulk edits: the bulk panel and its flows.
export { BulkPanel } from './components/bulk-panel.tsx';
export type { BulkFlow } from './rules/bulk-flows.ts';

// Entry of the PDF worker threads (platform/workers/pdf-pool.ts): label sheets and customs documents are
// seconds of CPU for a large batch, drawn here so the server's event loop keeps answering meanwhile.
import type { CustomsDocumentData } from './modules/customs/customs-document.ts';
import { renderCustomsDocuments } from './modules/customs/customs-pdf.ts';
import type { RenderLabelsInput } from './providers/carriers/labels/label-data.ts';
import { renderLabels } from './providers/carriers/labels/render-labels.ts';

export type PdfTask =
  | { kind: 'labels'; input: RenderLabelsInput }
  | { kind: 'customs-documents'; input: CustomsDocumentData };

export const renderPdf = (task: PdfTask): Promise<Uint8Array> =>
  task.kind === 'labels' ? renderLabels(task.input) : renderCustomsDocuments(task.input);

export default renderPdf;

// Labels write their content streams with the platform's PDF content writer.
export { PdfContent } from '../../../platform/pdf/pdf-content.ts';

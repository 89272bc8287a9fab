// Labels write their content streams with the platform's PDF content writer.
export { PdfContent, type TextAlign, type TextOptions } from '../../../platform/pdf/pdf-content.ts';

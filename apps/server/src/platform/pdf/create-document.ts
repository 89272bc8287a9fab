/**
 * Starts a PDF document with the product's Unicode font, loading the PDF libraries on the first document
 * rather than at start-up: pdf-lib and fontkit take about half a second and 30 MB to load, and most server
 * processes draw an invoice or a mandate rarely (labels and customs papers are drawn on worker threads).
 */
export const createPdfDocument = async (options: { title: string }) => {
  const { createUnicodeDocument } = await import('./unicode-document.ts');
  return createUnicodeDocument(options);
};

import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { PdfContent } from './pdf-content.ts';
import { UnicodeFont } from './unicode-font.ts';

const FONT_NAME = 'F1';

/**
 * A PDF whose pages are drawn top-down (y grows downwards from the page's top edge) with the one
 * Unicode font, embedded once and subset at save. Call `page()` for each page, then `save()`.
 */
export const createUnicodeDocument = async (options: { title: string }) => {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title);
  doc.setCreator('Shipdeck');
  doc.setProducer('Shipdeck');
  const font = await UnicodeFont.embed(doc);
  const pages: { content: PdfContent; node: ReturnType<PDFDocument['addPage']> }[] = [];
  return {
    font,
    page: (size: readonly [number, number]) => {
      const node = doc.addPage([size[0], size[1]]);
      node.node.setFontDictionary(PDFName.of(FONT_NAME), font.pdfFont.ref);
      const content = new PdfContent({ font, fontName: FONT_NAME });
      content.transform(1, 0, 0, -1, 0, size[1]);
      pages.push({ content, node });
      return content;
    },
    save: async () => {
      for (const { content, node } of pages) {
        const stream = PDFRawStream.of(
          doc.context.obj({ Filter: 'FlateDecode' }),
          deflateSync(content.toString()),
        );
        node.node.addContentStream(doc.context.register(stream));
      }
      return doc.save();
    },
  };
};

// Test helpers: read back what a rendered label PDF shows, with the tools a person would use
// (poppler renders it, zbar scans it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';

export type ScannedCode = { symbology: string; data: string };

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return result;
};

/** Renders each page at `dpi` with pdftoppm and scans it with zbarimg; codes per page. */
export const scanPdf = (pdf: Uint8Array, dpi = 300): ScannedCode[][] => {
  const dir = mkdtempSync(join(tmpdir(), 'label-scan-'));
  try {
    const file = join(dir, 'label.pdf');
    writeFileSync(file, pdf);
    const rendered = run('pdftoppm', ['-r', String(dpi), '-gray', '-png', file, join(dir, 'page')]);
    if (rendered.status !== 0) throw new Error(`pdftoppm failed: ${rendered.stderr}`);
    const pages = readdirSync(dir)
      .filter((name) => name.startsWith('page') && name.endsWith('.png'))
      .sort();
    return pages.map((page) => {
      // zbarimg exits 4 when it finds nothing: that is an empty page here, not an error.
      const scanned = run('zbarimg', ['-q', join(dir, page)]);
      if (scanned.status !== 0 && scanned.status !== 4) throw new Error(`zbarimg failed: ${scanned.stderr}`);
      return scanned.stdout
        .split('\n')
        .filter((line) => line.includes(':'))
        .map((line) => {
          const colon = line.indexOf(':');
          return { symbology: line.slice(0, colon), data: line.slice(colon + 1) };
        });
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The text poppler extracts from the PDF (what search and copy-paste see). */
export const pdfText = (pdf: Uint8Array): string => {
  const dir = mkdtempSync(join(tmpdir(), 'label-text-'));
  try {
    const file = join(dir, 'label.pdf');
    writeFileSync(file, pdf);
    const result = run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** A rectangle of a page in points, origin top-left (pdftotext's crop box at 72 dpi). */
export type PageArea = { left: number; top: number; width: number; height: number };

/** The text poppler extracts from one area of the first page: what a person reads in that block. */
export const pdfTextIn = (pdf: Uint8Array, area: PageArea): string => {
  const dir = mkdtempSync(join(tmpdir(), 'label-area-'));
  try {
    const file = join(dir, 'label.pdf');
    writeFileSync(file, pdf);
    const crop = ['-x', area.left, '-y', area.top, '-W', area.width, '-H', area.height].map(String);
    const result = run('pdftotext', ['-f', '1', '-l', '1', '-r', '72', ...crop, '-enc', 'UTF-8', file, '-']);
    if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * The blocks of a 4x6 label page (see draw-label.ts): who sends it, whom it goes to, and the
 * routing block a sorting centre reads (destination country, sort code, postcode).
 */
export const labelBlocks = {
  sender: { left: 0, top: 56, width: 190, height: 68 },
  shipTo: { left: 0, top: 124, width: 288, height: 104 },
  routing: { left: 0, top: 228, width: 206, height: 76 },
} as const satisfies Record<string, PageArea>;

const streamBytes = (stream: PDFRawStream): Uint8Array => {
  const filter = stream.dict.get(PDFName.of('Filter'));
  return filter?.toString() === '/FlateDecode' ? inflateSync(stream.contents) : stream.contents;
};

export type EmbeddedFonts = {
  /** Font files embedded (FontFile2 streams), decompressed. */
  fontFiles: Uint8Array[];
  /** Glyph id in the embedded font → the text it stands for, from the ToUnicode CMaps. */
  toUnicode: Map<number, string>;
};

export const embeddedFonts = async (pdf: Uint8Array): Promise<EmbeddedFonts> => {
  const doc = await PDFDocument.load(pdf);
  const fontFiles: Uint8Array[] = [];
  const toUnicode = new Map<number, string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const fontFile = object.get(PDFName.of('FontFile2'));
    if (fontFile instanceof PDFRef) {
      const stream = doc.context.lookup(fontFile);
      if (stream instanceof PDFRawStream) fontFiles.push(streamBytes(stream));
    }
    const cmapRef = object.get(PDFName.of('ToUnicode'));
    if (cmapRef instanceof PDFRef) {
      const stream = doc.context.lookup(cmapRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const cmap = Buffer.from(streamBytes(stream)).toString('latin1');
      for (const match of cmap.matchAll(/^<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>$/gm)) {
        const hex = match[2] ?? '';
        const units = hex.match(/.{4}/g)?.map((unit) => Number.parseInt(unit, 16)) ?? [];
        toUnicode.set(Number.parseInt(match[1] ?? '0', 16), String.fromCharCode(...units));
      }
    }
  }
  return { fontFiles, toUnicode };
};

export const pageSizes = async (pdf: Uint8Array) => {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => page.getSize());
};

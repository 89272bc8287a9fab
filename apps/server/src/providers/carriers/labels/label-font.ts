import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkitModule from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The font ships in an npm package so a fresh machine needs nothing but `npm ci`.
export const labelFontPath = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
);

// The package is UMD: depending on the loader its API sits on the namespace or on `default`.
const fontkit = (fontkitModule as { default?: typeof fontkitModule }).default ?? fontkitModule;

let fontBytes: Uint8Array | undefined;

const labelFontBytes = () => {
  fontBytes ??= readFileSync(labelFontPath);
  return fontBytes;
};

type TrueTypeSubset = {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph: (glyphId: number) => number;
};

/**
 * @pdf-lib/fontkit 1.1.1 writes a small subset with a short `loca` table (offsets halved) without
 * padding glyph records to an even length, so after the first odd-length glyph every later glyph
 * points one byte off and renders blank (fixed upstream in fontkit 1.8, never in this fork).
 * Noto Sans has odd-length glyphs: pad each copied glyph to an even length.
 */
const padSubsetGlyphs = (pdfFont: PDFFont) => {
  const subset = (pdfFont as unknown as { embedder?: { subset?: TrueTypeSubset } }).embedder?.subset;
  if (!subset || typeof subset._addGlyph !== 'function') {
    throw new Error('label font: unexpected pdf-lib font embedder; check the subset padding workaround');
  }
  const addGlyph = subset._addGlyph.bind(subset);
  subset._addGlyph = (glyphId: number) => {
    const index = addGlyph(glyphId);
    const glyph = subset.glyf[index];
    if (glyph && glyph.length % 2 === 1) {
      // fontkit's stream only accepts its own bundled Buffer class, so pad with that one.
      const BundledBuffer = glyph.constructor as unknown as {
        concat: (parts: Uint8Array[]) => Uint8Array;
        alloc: (size: number) => Uint8Array;
      };
      subset.glyf[index] = BundledBuffer.concat([glyph, BundledBuffer.alloc(1)]);
      subset.offset += 1;
    }
    return index;
  };
};

type EncodedGlyph = { hex: string; width: number };

/**
 * Encodes text for the one font embedded in a label document, glyph by glyph.
 * pdf-lib's own encodeText runs fontkit's shaper on every call; labels draw tens of thousands of
 * short strings from a small alphabet, so we encode each code point once and concatenate.
 * Kerning and ligatures are dropped on purpose: label text is short and must stay extractable.
 */
export class LabelFont {
  readonly pdfFont: PDFFont;
  readonly #glyphs = new Map<number, EncodedGlyph>();

  private constructor(pdfFont: PDFFont) {
    this.pdfFont = pdfFont;
  }

  static async embed(doc: PDFDocument): Promise<LabelFont> {
    doc.registerFontkit(fontkit);
    // Subsetting happens once, when the document is saved, over every glyph any label used.
    const pdfFont = await doc.embedFont(labelFontBytes(), { subset: true });
    padSubsetGlyphs(pdfFont);
    return new LabelFont(pdfFont);
  }

  #glyph(codePoint: number): EncodedGlyph {
    let glyph = this.#glyphs.get(codePoint);
    if (glyph === undefined) {
      const char = String.fromCodePoint(codePoint);
      const hex = this.pdfFont.encodeText(char).toString();
      glyph = { hex: hex.slice(1, -1), width: this.pdfFont.widthOfTextAtSize(char, 1) };
      this.#glyphs.set(codePoint, glyph);
    }
    return glyph;
  }

  /** Hex glyph string (without angle brackets) for a `Tj` operator. */
  hex(text: string): string {
    let out = '';
    for (const char of text) out += this.#glyph(char.codePointAt(0) ?? 32).hex;
    return out;
  }

  width(text: string, size: number): number {
    let width = 0;
    for (const char of text) width += this.#glyph(char.codePointAt(0) ?? 32).width;
    return width * size;
  }
}

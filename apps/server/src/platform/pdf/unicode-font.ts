import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font, Glyph } from '@pdf-lib/fontkit';
import * as fontkitModule from '@pdf-lib/fontkit';
import { type PDFContext, type PDFDocument, type PDFFont, PDFRawStream, type PDFRef } from 'pdf-lib';

// The font ships in an npm package so a fresh machine needs nothing but `npm ci`.
export const unicodeFontPath = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
);

// The package is UMD: depending on the loader its API sits on the namespace or on `default`.
const fontkit = (fontkitModule as { default?: typeof fontkitModule }).default ?? fontkitModule;

let fontBytes: Uint8Array | undefined;
let parsedFont: Font | undefined;

const unicodeFontBytes = () => {
  fontBytes ??= readFileSync(unicodeFontPath);
  return fontBytes;
};

// pdf-lib parses the font file for every document; parsing (and fontkit's lazily decoded cmap,
// metrics and glyphs) is the same each time, so documents share one parsed font. Each document
// still gets its own subset, which is the only per-document state.
const sharedFontkit = {
  create: (bytes: Uint8Array) => {
    parsedFont ??= fontkit.create(bytes);
    return parsedFont;
  },
};

type TrueTypeSubset = {
  glyf: Uint8Array[];
  offset: number;
  includeGlyph: (glyph: Glyph | number) => number;
  _addGlyph: (glyphId: number) => number;
};

/** The parts of pdf-lib 1.17's CustomFontSubsetEmbedder we drive directly (pinned version). */
type SubsetEmbedder = {
  font: Font;
  subset: TrueTypeSubset;
  glyphs: Glyph[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate: () => void };
  embedFontStream: (context: PDFContext) => Promise<PDFRef>;
  embedUnicodeCmap: (context: PDFContext) => PDFRef;
  computeWidths: () => unknown[];
};

const subsetEmbedderOf = (pdfFont: PDFFont): SubsetEmbedder => {
  const embedder = (pdfFont as unknown as { embedder?: Partial<SubsetEmbedder> }).embedder;
  if (
    !embedder?.font ||
    typeof embedder.subset?._addGlyph !== 'function' ||
    !Array.isArray(embedder.glyphs) ||
    !(embedder.glyphIdMap instanceof Map) ||
    typeof embedder.glyphCache?.invalidate !== 'function' ||
    typeof embedder.embedFontStream !== 'function' ||
    typeof embedder.embedUnicodeCmap !== 'function' ||
    typeof embedder.computeWidths !== 'function'
  ) {
    throw new Error('unicode font: pdf-lib font embedder changed; revisit unicode-font.ts');
  }
  return embedder as SubsetEmbedder;
};

/**
 * @pdf-lib/fontkit 1.1.1 writes a small subset with a short `loca` table (offsets halved) without
 * padding glyph records to an even length, so after the first odd-length glyph every later glyph
 * points one byte off and renders blank (fixed upstream in fontkit 1.8, never in this fork).
 * Noto Sans has odd-length glyphs: pad each copied glyph to an even length.
 */
const padSubsetGlyphs = (subset: TrueTypeSubset) => {
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

type EncodedText = { hex: string; width: number };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * What nearly every document the product prints writes with: printable ASCII, Latin-1 and Latin
 * Extended-A (the Latin of every EU language but Romanian's comma letters), and the dashes, quotes,
 * bullet, ellipsis and euro sign of the templates. Every document's subset starts with these glyphs in
 * this order, so a document that needs nothing else embeds the very same font program: it is
 * subset, serialised and compressed once per process, not once per document (about 11 ms a label).
 */
const PRESET_CODE_POINTS: readonly number[] = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0x17f),
  ...[0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2022, 0x2026, 0x20ac, 0x2212],
];

/** The preset subset's PDF objects, taken from the first document that needed nothing more. */
const presetObjects: { fontFile?: Uint8Array; toUnicode?: Uint8Array; widths?: unknown[] } = {};

/** A deflated stream with the bytes another document of this process already compressed. */
const registerDeflated = (context: PDFContext, contents: Uint8Array) =>
  context.register(PDFRawStream.of(context.obj({ Filter: 'FlateDecode' }), contents));

const streamContents = (context: PDFContext, ref: PDFRef) => {
  const stream = context.lookup(ref);
  if (!(stream instanceof PDFRawStream)) throw new Error('unicode font: pdf-lib font stream changed');
  return stream.contents;
};

/**
 * Makes the embedder reuse the preset subset's font file, ToUnicode map and widths whenever its
 * document used no glyph beyond the preset; a document with other letters (Greek, Cyrillic …) gets
 * its own subset as before.
 */
const reusePresetSubset = (embedder: SubsetEmbedder, presetGlyphCount: number) => {
  const isPresetOnly = () => embedder.glyphs.length === presetGlyphCount;
  const embedFontStream = embedder.embedFontStream.bind(embedder);
  const embedUnicodeCmap = embedder.embedUnicodeCmap.bind(embedder);
  const computeWidths = embedder.computeWidths.bind(embedder);
  embedder.embedFontStream = async (context) => {
    if (!isPresetOnly()) return embedFontStream(context);
    if (presetObjects.fontFile) return registerDeflated(context, presetObjects.fontFile);
    const ref = await embedFontStream(context);
    presetObjects.fontFile = streamContents(context, ref);
    return ref;
  };
  embedder.embedUnicodeCmap = (context) => {
    if (!isPresetOnly()) return embedUnicodeCmap(context);
    if (presetObjects.toUnicode) return registerDeflated(context, presetObjects.toUnicode);
    const ref = embedUnicodeCmap(context);
    presetObjects.toUnicode = streamContents(context, ref);
    return ref;
  };
  embedder.computeWidths = () => {
    if (!isPresetOnly()) return computeWidths();
    presetObjects.widths ??= computeWidths();
    return presetObjects.widths;
  };
};

/**
 * The one font embedded in a document the product prints (labels, customs documents): Noto Sans,
 * which holds every letter of Latin (with Latin Extended: Turkish, Polish, Hungarian, Czech,
 * Romanian, Nordic …), Greek and Cyrillic. Text is encoded glyph by glyph: pdf-lib's encodeText
 * runs fontkit's shaper (GSUB/GPOS) on every call, while labels draw tens of thousands of short
 * strings from a small alphabet, so each code point is mapped straight through the cmap once and
 * concatenated. No kerning or ligatures: every character stays extractable as itself.
 */
export class UnicodeFont {
  readonly pdfFont: PDFFont;
  readonly #embedder: SubsetEmbedder;
  readonly #unitsPerEm: number;
  readonly #glyphs = new Map<number, EncodedText>();
  readonly #strings = new Map<string, EncodedText>();

  private constructor(pdfFont: PDFFont) {
    this.pdfFont = pdfFont;
    this.#embedder = subsetEmbedderOf(pdfFont);
    this.#unitsPerEm = this.#embedder.font.unitsPerEm;
    padSubsetGlyphs(this.#embedder.subset);
    for (const codePoint of PRESET_CODE_POINTS) this.#glyph(codePoint);
    reusePresetSubset(this.#embedder, this.#embedder.glyphs.length);
  }

  static async embed(doc: PDFDocument): Promise<UnicodeFont> {
    doc.registerFontkit(sharedFontkit as unknown as typeof fontkit);
    // Subsetting happens once, when the document is saved, over every glyph the document used.
    return new UnicodeFont(await doc.embedFont(unicodeFontBytes(), { subset: true }));
  }

  #glyph(codePoint: number): EncodedText {
    let encoded = this.#glyphs.get(codePoint);
    if (encoded === undefined) {
      const embedder = this.#embedder;
      // A code point the font lacks maps to glyph 0 (.notdef), which every subset holds.
      const glyph = embedder.font.glyphForCodePoint(codePoint);
      // fontkit caches one glyph object per glyph id. When a glyph was first loaded as a part of
      // a composite (L inside Ļ, C inside Ç) it was cached without its characters, and the
      // document's ToUnicode map would leave it out: the letter prints but copies and searches
      // as nothing. The code point that led here is the glyph's character.
      if (glyph.codePoints.length === 0) (glyph as { codePoints: number[] }).codePoints = [codePoint];
      const subsetId = embedder.subset.includeGlyph(glyph);
      if (subsetId > 0) {
        // What pdf-lib's encodeText records, so widths and the ToUnicode map include the glyph.
        embedder.glyphs[subsetId - 1] = glyph;
        embedder.glyphIdMap.set(glyph.id, subsetId);
        embedder.glyphCache.invalidate();
      }
      encoded = { hex: subsetId.toString(16).padStart(4, '0'), width: glyph.advanceWidth / this.#unitsPerEm };
      this.#glyphs.set(codePoint, encoded);
    }
    return encoded;
  }

  /**
   * Glyph hex (without angle brackets, for a `Tj` operator) and width at size 1 of a string.
   * Cached per string: captions, the sender block and dates repeat on every label of a batch.
   */
  encode(text: string): EncodedText {
    let encoded = this.#strings.get(text);
    if (encoded === undefined) {
      let hex = '';
      let width = 0;
      for (const char of text) {
        const glyph = this.#glyph(char.codePointAt(0) ?? 32);
        hex += glyph.hex;
        width += glyph.width;
      }
      encoded = { hex, width };
      this.#strings.set(text, encoded);
    }
    return encoded;
  }

  width(text: string, size: number): number {
    return this.encode(text).width * size;
  }
}

import { readFileSync } from 'node:fs';
import * as fontkitModule from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { labelFontPath } from './label-font.ts';
import { renderLabels } from './render-labels.ts';
import { sampleLabel } from './sample-labels.ts';
import { embeddedFonts, pdfText } from './testing/pdf-inspection.ts';

const fontkit = (fontkitModule as { default?: typeof fontkitModule }).default ?? fontkitModule;

const unicodeNames = [
  { name: 'Łukasz Żółć', country: 'PL' },
  { name: 'Çağlar Öztürk', country: 'TR' },
  { name: 'Ærøskøbing Ørsted — Ŝtefan Ğüneş', country: 'DK' },
  { name: 'Γιώργος Παπαδόπουλος', country: 'GR' },
  { name: 'Иван Петров', country: 'BG' },
];

describe('label font', () => {
  it('embeds exactly one font, a subset a tenth the size of the font file or less', async () => {
    const pdf = await renderLabels({ labels: [sampleLabel(0), sampleLabel(1)], format: 'COMBINED_A4' });
    const { fontFiles } = await embeddedFonts(pdf);
    expect(fontFiles).toHaveLength(1);
    const fullSize = readFileSync(labelFontPath).length;
    expect(fontFiles[0]?.length ?? 0).toBeLessThan(fullSize / 10);
  });

  it.each(unicodeNames)(
    'prints and keeps extractable the non-Latin-1 name $name',
    async ({ name, country }) => {
      const label = sampleLabel(0, {
        recipient: { ...sampleLabel(0).recipient, name, country },
        sender: { ...sampleLabel(0).sender, name },
      });
      const pdf = await renderLabels({ labels: [label], format: '4x6' });
      expect(pdfText(pdf)).toContain(name);
    },
  );

  it('draws every embedded glyph with the outline of the character it stands for', async () => {
    // Guards the subset padding workaround in label-font.ts: a broken subset still extracts
    // as text but prints blank letters.
    const labels = unicodeNames.map(({ name, country }, index) =>
      sampleLabel(index, { recipient: { ...sampleLabel(index).recipient, name, country } }),
    );
    const checked = await checkedGlyphs(await renderLabels({ labels, format: 'A4' }));
    expect(checked).toEqual(expect.arrayContaining(['Ł', 'Ż', 'ó', 'ł', 'ć', 'Ç', 'ğ', 'Ö', 'ü', 'A', '0']));
  });

  it('gives documents rendered at the same time each their own complete subset', async () => {
    // The parsed font is shared between documents; a subset beyond the preset letters must not be.
    const [greek, cyrillic] = await Promise.all(
      unicodeNames.slice(3, 5).map(({ name, country }) =>
        renderLabels({
          labels: [sampleLabel(0, { recipient: { ...sampleLabel(0).recipient, name, country } })],
          format: '4x6',
        }),
      ),
    );
    expect(await checkedGlyphs(greek as Uint8Array)).toEqual(expect.arrayContaining(['Γ', 'ώ', 'ρ', 'A']));
    const cyrillicGlyphs = await checkedGlyphs(cyrillic as Uint8Array);
    expect(cyrillicGlyphs).toEqual(expect.arrayContaining(['И', 'в', 'П', 'A']));
    expect(cyrillicGlyphs).not.toContain('Γ');
  });

  it('embeds one and the same font program in every document written in Latin letters', async () => {
    // Subsetting is once per process: documents that need only the preset letters share its bytes.
    const [polish, turkish] = await Promise.all(
      unicodeNames.slice(0, 2).map(({ name, country }) =>
        renderLabels({
          labels: [sampleLabel(0, { recipient: { ...sampleLabel(0).recipient, name, country } })],
          format: '4x6',
        }),
      ),
    );
    const polishFont = (await embeddedFonts(polish as Uint8Array)).fontFiles[0];
    const turkishFont = (await embeddedFonts(turkish as Uint8Array)).fontFiles[0];
    expect(Buffer.from(polishFont ?? []).equals(Buffer.from(turkishFont ?? []))).toBe(true);
    expect(await checkedGlyphs(turkish as Uint8Array)).toEqual(
      expect.arrayContaining(['Ł', 'Ż', 'Ç', 'ğ', 'Ö', 'ü', '€', '–']),
    );
  });
});

/** Compares each embedded glyph with the original font's glyph for its character; returns the characters checked. */
const checkedGlyphs = async (pdf: Uint8Array): Promise<string[]> => {
  const { fontFiles, toUnicode } = await embeddedFonts(pdf);
  expect(fontFiles).toHaveLength(1);
  const subset = fontkit.create(fontFiles[0] ?? new Uint8Array());
  const original = fontkit.create(readFileSync(labelFontPath));
  const checked: string[] = [];
  for (const [glyphId, text] of toUnicode) {
    const codePoint = text.codePointAt(0);
    if (codePoint === undefined || text.length !== 1) continue;
    const expected = original.glyphForCodePoint(codePoint);
    const actual = subset.getGlyph(glyphId);
    const outline = (glyph: typeof actual) => {
      const { minX, minY, maxX, maxY } = glyph.path.cbox;
      return { text, box: [minX, minY, maxX, maxY], advance: glyph.advanceWidth };
    };
    expect(outline(actual)).toEqual(outline(expected));
    checked.push(text);
  }
  return checked;
};

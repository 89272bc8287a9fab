import { describe, expect, it } from 'vitest';
import { pdfText } from '../../providers/carriers/labels/testing/pdf-inspection.ts';
import { LATIN_SAMPLES, NON_LATIN_SAMPLES } from './script-samples.ts';
import { createUnicodeDocument } from './unicode-document.ts';

const extractedLines = async (lines: string[]) => {
  const document = await createUnicodeDocument({ title: 'Scripts' });
  const content = document.page([595, 842]);
  lines.forEach((line, index) => {
    content.text(line, 40, 60 + index * 20, 11);
  });
  return pdfText(await document.save())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
};

describe('the Unicode font of every document', () => {
  it.each([...LATIN_SAMPLES, ...NON_LATIN_SAMPLES])(
    'prints $language and reads back exactly what was written',
    async ({ text }) => {
      expect(await extractedLines([text])).toEqual([text]);
    },
  );

  it('keeps every script apart on one page', async () => {
    const lines = [...LATIN_SAMPLES, ...NON_LATIN_SAMPLES].map((sample) => sample.text);
    expect(await extractedLines(lines)).toEqual(lines);
  });
});

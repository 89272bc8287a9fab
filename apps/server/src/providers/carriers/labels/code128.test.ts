import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { code128Values, code128Widths } from './code128.ts';
import { sampleLabel } from './sample-labels.ts';
import { knownTrackingCarriers } from './tracking-number.ts';

// bwip-js is the reference encoder: our table lookup must draw the very same bars.
const bwipWidths = (text: string) =>
  (bwipjs.raw('code128', text, { parsefnc: false }) as { sbs: number[] }[])[0]?.sbs;

const printable = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
const allPairs = Array.from({ length: 100 }, (_, index) => String(index).padStart(2, '0')).join('');

describe('code128Widths', () => {
  it.each([
    ['every printable character (code set B)', printable],
    ['every digit pair (code set C)', allPairs],
    ['short digits', '123'],
    ['four digits', '1234'],
    ['odd digits', '12345'],
    ['letters around digits', 'A123456B'],
    ['digits then letters', '12AB'],
  ])('draws the same bars as bwip-js for %s', (_, text) => {
    expect(code128Widths(text)).toEqual(bwipWidths(text));
  });

  it.each(knownTrackingCarriers)('draws the same bars as bwip-js for %s tracking numbers', (carrierId) => {
    for (let index = 0; index < 30; index++) {
      const { trackingNumber } = sampleLabel(
        index * knownTrackingCarriers.length + knownTrackingCarriers.indexOf(carrierId),
      );
      expect(code128Widths(trackingNumber), trackingNumber).toEqual(bwipWidths(trackingNumber));
    }
  });

  it('packs digits in pairs: a 24-digit number takes 12 data symbols', () => {
    // start, 12 pairs, check, stop
    expect(code128Values('323212345678901234567890')).toHaveLength(15);
  });

  it('refuses characters outside printable ASCII', () => {
    expect(() => code128Values('Ł1')).toThrow();
  });
});

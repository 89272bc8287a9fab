// Code128 bar widths for printable ASCII, written out because bwip-js spends most of a 500-label
// render parsing options and building its symbol: this is a table lookup per character. bwip-js
// remains the reference (code128.test.ts compares both) and the fallback for other input.

// Module widths bar, space, bar, space, bar, space of each symbol value 0–105; 106 is the stop.
const patterns = `
212222 222122 222221 121223 121322 131222 122213 122312 132212 221213
221312 231212 112232 122132 122231 113222 123122 123221 223211 221132
221231 213212 223112 312131 311222 321122 321221 312212 322112 322211
212123 212321 232121 111323 131123 131321 112313 132113 132311 211313
231113 231311 112133 112331 132131 113123 113321 133121 313121 211331
231131 213113 213311 213131 311123 311321 331121 312113 312311 332111
314111 221411 431111 111224 111422 121124 121421 141122 141221 112214
112412 122114 122411 142112 142211 241211 221114 413111 241112 134111
111242 121142 121241 114212 124112 124211 411212 421112 421211 212141
214121 412121 111143 111341 131141 114113 114311 411113 411311 113141
114131 311141 411131 211412 211214 211232 2331112
`
  .trim()
  .split(/\s+/)
  .map((pattern) => Array.from(pattern, Number));

const startB = 104;
const startC = 105;
const switchToC = 99;
const switchToB = 100;
const stop = 106;

const printableAscii = /^[\x20-\x7e]+$/;

export const isCode128Encodable = (text: string) => printableAscii.test(text);

const digitRunAt = (text: string, index: number) => {
  let end = index;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  return end - index;
};

/**
 * Symbol values (start, data, check, stop) for printable ASCII, using code set C for runs of
 * digits long enough to pay for the switch and code set B for everything else.
 */
export const code128Values = (text: string): number[] => {
  if (!isCode128Encodable(text)) throw new Error('code128: only printable ASCII is encoded here');
  const values: number[] = [];
  const leadingDigits = digitRunAt(text, 0);
  let isSetC = leadingDigits >= 4 || (leadingDigits === text.length && leadingDigits % 2 === 0);
  values.push(isSetC ? startC : startB);
  let index = 0;
  while (index < text.length) {
    if (isSetC) {
      if (digitRunAt(text, index) >= 2) {
        values.push(Number(text.slice(index, index + 2)));
        index += 2;
        continue;
      }
      values.push(switchToB);
      isSetC = false;
      continue;
    }
    const run = digitRunAt(text, index);
    const isRunToEnd = index + run === text.length;
    if (run >= 6 || (isRunToEnd && run >= 4)) {
      // An odd run keeps its first digit in set B so set C gets whole pairs.
      if (run % 2 === 1) {
        values.push(text.charCodeAt(index) - 32);
        index++;
      }
      values.push(switchToC);
      isSetC = true;
      continue;
    }
    values.push(text.charCodeAt(index) - 32);
    index++;
  }
  let checksum = values[0] ?? 0;
  for (let position = 1; position < values.length; position++) checksum += (values[position] ?? 0) * position;
  values.push(checksum % 103, stop);
  return values;
};

/** Module widths, bar first then alternating space and bar, ending with the stop's final bar. */
export const code128Widths = (text: string): number[] =>
  code128Values(text).flatMap((value) => patterns[value] ?? []);

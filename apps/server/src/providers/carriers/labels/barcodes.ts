import bwipjs from 'bwip-js/node';
import { encode as encodeQr } from 'uqr';
import { code128Widths, isCode128Encodable } from './code128.ts';
import type { PdfContent } from './pdf-content.ts';

// Code128 needs ten modules of white each side to scan; QR needs four.
const code128QuietModules = 10;
const qrQuietModules = 4;
const utf8 = new TextEncoder();

type LinearPattern = { sbs: number[] };

/** Bar widths in modules, bar first, then alternating space and bar (bwip-js `sbs` layout). */
export const code128Pattern = (text: string): number[] => {
  if (isCode128Encodable(text)) return code128Widths(text);
  const [pattern] = bwipjs.raw('code128', text, { parsefnc: false }) as LinearPattern[];
  if (!pattern) throw new Error(`code128: no pattern for ${text}`);
  return pattern.sbs;
};

/**
 * Draws a Code128 of `text` as vector bars centred in a box of `maxWidth`, one `re` per bar in
 * module units (integers, so the stream stays short and compresses well). Returns the drawn width.
 */
export const drawCode128 = (
  content: PdfContent,
  options: {
    text: string;
    centerX: number;
    top: number;
    maxWidth: number;
    height: number;
    maxModule: number;
  },
): number => {
  const widths = code128Pattern(options.text);
  const modules = widths.reduce((sum, width) => sum + width, 0);
  const module = Math.min(options.maxModule, options.maxWidth / (modules + 2 * code128QuietModules));
  const drawnWidth = modules * module;
  content.save().transform(module, 0, 0, options.height, options.centerX - drawnWidth / 2, options.top);
  const bars: string[] = [];
  let x = 0;
  for (let i = 0; i < widths.length; i++) {
    const width = widths[i] ?? 0;
    if (i % 2 === 0) bars.push(`${x} 0 ${width} 1 re`);
    x += width;
  }
  content.raw(bars.join(' ')).fill().restore();
  return drawnWidth;
};

/** QR modules, `true` for dark, row by row. */
export const qrModules = (text: string): boolean[][] =>
  // bwip-js scores all eight masks (3 ms a code, most of a 500-label run); uqr with a fixed mask
  // takes 0.1 ms. Every mask is valid QR and scanners read it the same. Handing uqr UTF-8 bytes
  // (byte mode) skips its per-character segment analysis, the slow part of a cold run.
  encodeQr(Array.from(utf8.encode(text)), { ecc: 'M', maskPattern: 1, border: 0 }).data;

/** Draws a QR code of `text` filling a `size`-square (quiet zone included) at `left`, `top`. */
export const drawQrCode = (
  content: PdfContent,
  options: { text: string; left: number; top: number; size: number },
): void => {
  const rows = qrModules(options.text);
  const module = options.size / (rows.length + 2 * qrQuietModules);
  content
    .save()
    .transform(
      module,
      0,
      0,
      module,
      options.left + qrQuietModules * module,
      options.top + qrQuietModules * module,
    );
  // One rectangle per horizontal run of dark modules, in module units.
  const runs: string[] = [];
  rows.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= row.length; x++) {
      const isDark = x < row.length && row[x] === true;
      if (isDark && start < 0) start = x;
      if (!isDark && start >= 0) {
        runs.push(`${start} ${y} ${x - start} 1 re`);
        start = -1;
      }
    }
  });
  content.raw(runs.join(' ')).fill().restore();
};

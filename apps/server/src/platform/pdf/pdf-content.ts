import type { UnicodeFont } from './unicode-font.ts';

export type TextAlign = 'left' | 'center' | 'right';

export type TextOptions = {
  isBold?: boolean;
  align?: TextAlign;
  /** Shrink (down to `minSize`), then cut with an ellipsis, to stay within this width. */
  maxWidth?: number;
  minSize?: number;
};

const num = (value: number): string => {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

const hexToRgb = (hex: string): string => {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  if (Number.isNaN(value)) return '0 0 0';
  return `${num(((value >> 16) & 255) / 255)} ${num(((value >> 8) & 255) / 255)} ${num((value & 255) / 255)}`;
};

// Control characters would show as boxes; NFC keeps "Ż" one glyph whatever the input form.
const plainAscii = /^[\x20-\x7e]*$/;
const cleanText = (text: string): string =>
  plainAscii.test(text) ? text : text.normalize('NFC').replace(/\p{Cc}/gu, ' ');

const ellipsis = '…';

/**
 * A PDF content stream written as text, in a top-down coordinate system (the caller flips the CTM
 * once). We write operators ourselves instead of pdf-lib's drawText/drawRectangle because those
 * allocate an object per operator and re-shape text on each call: about 20x slower for 500 labels.
 */
export class PdfContent {
  readonly #font: UnicodeFont;
  readonly #fontName: string;
  #parts: string[] = [];

  constructor(options: { font: UnicodeFont; fontName: string }) {
    this.#font = options.font;
    this.#fontName = options.fontName;
  }

  raw(operators: string): this {
    this.#parts.push(operators);
    return this;
  }

  save(): this {
    return this.raw('q');
  }

  restore(): this {
    return this.raw('Q');
  }

  transform(a: number, b: number, c: number, d: number, e: number, f: number): this {
    return this.raw(`${num(a)} ${num(b)} ${num(c)} ${num(d)} ${num(e)} ${num(f)} cm`);
  }

  /** Sets both the fill and stroke colour (`#RRGGBB`); bold text strokes in the fill colour. */
  color(hex: string): this {
    const rgb = hexToRgb(hex);
    return this.raw(`${rgb} rg ${rgb} RG`);
  }

  gray(level: number): this {
    return this.raw(`${num(level)} g ${num(level)} G`);
  }

  lineWidth(width: number): this {
    return this.raw(`${num(width)} w`);
  }

  dash(on: number, off: number): this {
    return this.raw(`[${num(on)} ${num(off)}] 0 d`);
  }

  solid(): this {
    return this.raw('[] 0 d');
  }

  rect(x: number, y: number, width: number, height: number): this {
    return this.raw(`${num(x)} ${num(y)} ${num(width)} ${num(height)} re`);
  }

  fill(): this {
    return this.raw('f');
  }

  stroke(): this {
    return this.raw('S');
  }

  fillRect(x: number, y: number, width: number, height: number): this {
    return this.rect(x, y, width, height).fill();
  }

  strokeRect(x: number, y: number, width: number, height: number): this {
    return this.rect(x, y, width, height).stroke();
  }

  line(x1: number, y1: number, x2: number, y2: number): this {
    return this.raw(`${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
  }

  roundedRect(x: number, y: number, width: number, height: number, radius: number): this {
    // 0.5523 approximates a quarter circle with one cubic Bézier.
    const k = radius * 0.4477;
    const r = x + width;
    const b = y + height;
    return this.raw(
      [
        `${num(x + radius)} ${num(y)} m`,
        `${num(r - radius)} ${num(y)} l`,
        `${num(r - k)} ${num(y)} ${num(r)} ${num(y + k)} ${num(r)} ${num(y + radius)} c`,
        `${num(r)} ${num(b - radius)} l`,
        `${num(r)} ${num(b - k)} ${num(r - k)} ${num(b)} ${num(r - radius)} ${num(b)} c`,
        `${num(x + radius)} ${num(b)} l`,
        `${num(x + k)} ${num(b)} ${num(x)} ${num(b - k)} ${num(x)} ${num(b - radius)} c`,
        `${num(x)} ${num(y + radius)} l`,
        `${num(x)} ${num(y + k)} ${num(x + k)} ${num(y)} ${num(x + radius)} ${num(y)} c h`,
      ].join(' '),
    );
  }

  circle(cx: number, cy: number, radius: number): this {
    const k = radius * 0.5523;
    return this.raw(
      [
        `${num(cx + radius)} ${num(cy)} m`,
        `${num(cx + radius)} ${num(cy + k)} ${num(cx + k)} ${num(cy + radius)} ${num(cx)} ${num(cy + radius)} c`,
        `${num(cx - k)} ${num(cy + radius)} ${num(cx - radius)} ${num(cy + k)} ${num(cx - radius)} ${num(cy)} c`,
        `${num(cx - radius)} ${num(cy - k)} ${num(cx - k)} ${num(cy - radius)} ${num(cx)} ${num(cy - radius)} c`,
        `${num(cx + k)} ${num(cy - radius)} ${num(cx + radius)} ${num(cy - k)} ${num(cx + radius)} ${num(cy)} c h`,
      ].join(' '),
    );
  }

  textWidth(text: string, size: number): number {
    return this.#font.width(cleanText(text), size);
  }

  /** Draws one line of text with its baseline at `y`; returns the width drawn. */
  text(value: string, x: number, y: number, size: number, options: TextOptions = {}): number {
    let text = cleanText(value);
    if (text.trim() === '') return 0;
    let fontSize = size;
    let width = this.#font.width(text, fontSize);
    const { maxWidth } = options;
    if (maxWidth !== undefined && width > maxWidth) {
      fontSize = Math.max(options.minSize ?? size * 0.75, (size * maxWidth) / width);
      width = this.#font.width(text, fontSize);
      if (width > maxWidth) {
        const chars = Array.from(text);
        const ellipsisWidth = this.#font.width(ellipsis, fontSize);
        while (chars.length > 1 && width + ellipsisWidth > maxWidth) {
          chars.pop();
          width = this.#font.width(chars.join(''), fontSize);
        }
        text = `${chars.join('').trimEnd()}${ellipsis}`;
        width = this.#font.width(text, fontSize);
      }
    }
    const left = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
    const textObject = `BT /${this.#fontName} ${num(fontSize)} Tf 1 0 0 -1 ${num(left)} ${num(y)} Tm <${this.#font.encode(text).hex}> Tj ET`;
    // Render mode 2 (fill + stroke) thickens the one embedded weight into a bold; q/Q keeps the
    // mode and line width from leaking into later drawing.
    this.#parts.push(options.isBold ? `q 2 Tr ${num(fontSize * 0.045)} w ${textObject} Q` : textObject);
    return width;
  }

  /** Draws `value` wrapped at word boundaries; returns the baseline after the last line. */
  paragraph(
    value: string,
    x: number,
    y: number,
    size: number,
    options: { maxWidth: number; lineHeight: number },
  ): number {
    let line = '';
    let baseline = y;
    for (const word of cleanText(value).split(/\s+/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && this.#font.width(candidate, size) > options.maxWidth) {
        this.text(line, x, baseline, size, { maxWidth: options.maxWidth });
        baseline += options.lineHeight;
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line !== '') this.text(line, x, baseline, size, { maxWidth: options.maxWidth });
    return baseline + options.lineHeight;
  }

  toString(): string {
    return this.#parts.join('\n');
  }
}

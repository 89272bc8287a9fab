/**
 * The bytes of an uploaded CSV as text: UTF-8 (a byte-order mark is dropped) when the bytes are valid
 * UTF-8, otherwise Windows-1252 (what spreadsheet programs on Windows save as "CSV"). Every byte is a
 * character in Windows-1252, so this never fails.
 */
export const decodeCsvBytes = (bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } => {
  try {
    // `ignoreBOM: false` (the default) drops a leading BOM.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
};

// Windows-1252 differs from Latin-1 only in 0x80–0x9F (€, ‚, ƒ, „ …; five of them unassigned). Node 20's
// TextDecoder reads 'windows-1252' as Latin-1, so these are mapped here.
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

const decodeWindows1252 = (bytes: Uint8Array) => {
  let text = '';
  for (const byte of bytes) {
    text += byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
};

export type CsvDelimiter = ',' | ';';

/**
 * The delimiter of a CSV from its header line: the one of ',' and ';' that appears more often outside
 * quotes (spreadsheets in countries with a decimal comma write ';'). A tie is ','.
 */
export const detectDelimiter = (text: string): CsvDelimiter => {
  let commas = 0;
  let semicolons = 0;
  let isQuoted = false;
  for (const char of text) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (char === '\n' || char === '\r')) break;
    else if (!isQuoted && char === ',') commas += 1;
    else if (!isQuoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
};

const DECIMAL = /^[+-]?\d+(?:[.,']\d+)?$/;

/**
 * A number written with a decimal point, a decimal comma or an apostrophe ("1.5", "1,5", "1'5"); no
 * thousands separators. Blank is `undefined`; anything else that is not such a number is `NaN`.
 */
export const parseDecimal = (text: string | undefined): number | undefined => {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  if (!DECIMAL.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(/[,']/, '.'));
};

/** The decimals written in a number's text ("12,50" → 2), to keep the rules on decimals exact. */
export const decimalsOf = (text: string) => {
  const match = /[.,'](\d+)$/.exec(text.trim());
  return match ? match[1]!.length : 0;
};

// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
// A phone number or a signed number ("+33 6 12 34 56 78", "-2.5"): digits and the punctuation of
// numbers only, so no spreadsheet can read a function, a cell reference or a link in it.
const NUMBER_OR_PHONE = /^[+-][\d\s().\-/]*\d[\d\s().\-/]*$/;

/** One CSV cell: neutralised against formula injection, quoted when it needs to be. */
export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !NUMBER_OR_PHONE.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const csvRow = (values: unknown[]) => `${values.map(csvCell).join(',')}\r\n`;

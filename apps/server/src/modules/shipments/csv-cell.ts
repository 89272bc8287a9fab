// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: neutralised against formula injection, quoted when it needs to be. */
export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const csvRow = (values: unknown[]) => `${values.map(csvCell).join(',')}\r\n`;

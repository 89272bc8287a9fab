import { DATA_EXPORT_SECTIONS, type DataExportSection } from '@shipdeck/domain/account/account.schema';
import { csvRow } from '@shipdeck/domain/csv/csv-cell';
import { strToU8, type Zippable, zipSync } from 'fflate';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A row as CSV columns: nested objects become dotted columns (to.city), lists their JSON text. */
const flatten = (row: Record<string, unknown>, prefix = ''): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(row).flatMap(([key, value]) =>
      isPlainObject(value)
        ? Object.entries(flatten(value, `${prefix}${key}.`))
        : [[`${prefix}${key}`, Array.isArray(value) ? JSON.stringify(value) : value]],
    ),
  );

/** The rows as one CSV: a column for every key any row has, in the order first seen; BOM for spreadsheets. */
export const toCsv = (rows: Record<string, unknown>[]) => {
  const flat = rows.map((row) => flatten(row));
  const columns = [...new Set(flat.flatMap((row) => Object.keys(row)))];
  return `\uFEFF${csvRow(columns)}${flat.map((row) => csvRow(columns.map((column) => row[column]))).join('')}`;
};

/**
 * The ZIP of "download my data": account.json with the profile, then each section as JSON (the rows as
 * they are) and CSV (for spreadsheets).
 */
export const buildAccountDataZip = (input: {
  account: unknown;
  sections: Record<DataExportSection, Record<string, unknown>[]>;
}) => {
  const files: Zippable = { 'account.json': strToU8(JSON.stringify(input.account, null, 2)) };
  for (const section of DATA_EXPORT_SECTIONS) {
    const rows = input.sections[section];
    files[`${section}.json`] = strToU8(JSON.stringify(rows, null, 2));
    files[`${section}.csv`] = strToU8(toCsv(rows));
  }
  return zipSync(files, { level: 6 });
};

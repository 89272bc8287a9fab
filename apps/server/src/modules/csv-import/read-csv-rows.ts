import { Readable } from 'node:stream';
import { decodeCsvBytes, detectDelimiter } from '@shipdeck/domain/csv-import/rules/csv-text';
import { CsvError, parse } from 'csv-parse';

export { CsvError };

export type CsvLine = { row: number; cells: string[] };

/**
 * The records of an uploaded CSV, one at a time through csv-parse's stream: the encoding (UTF-8 with or
 * without BOM, else Windows-1252) and the delimiter (',' or ';') detected, CRLF or LF, quoted fields with
 * delimiters, quotes and line breaks. `row` is the record's row as a spreadsheet numbers it (header: 1; blank
 * lines, which are skipped, are not counted).
 * NUL characters, which PostgreSQL text cannot hold, are dropped.
 */
export async function* readCsvRows(bytes: Uint8Array): AsyncGenerator<CsvLine> {
  const { text } = decodeCsvBytes(bytes);
  const parser = Readable.from([text.replaceAll('\u0000', '')]).pipe(
    parse({
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      // A quote inside an unquoted field (=HYPERLINK("x")) is kept as text rather than refusing the file.
      relax_quotes: true,
      skip_empty_lines: true,
    }),
  );
  // Counted here rather than with csv-parse's `info`, which costs a copy of its state per record (6× slower).
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    row += 1;
    yield { row, cells: record };
  }
}

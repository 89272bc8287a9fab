import { DATA_EXPORT_SECTIONS, type DataExportSection } from '@shipdeck/domain/account/account.schema';
import { csvRow } from '@shipdeck/domain/csv/csv-cell';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { SectionEnd } from './account-data-sections.ts';

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

type Pages = AsyncGenerator<Record<string, unknown>[], SectionEnd>;

/** Where the ZIP's sections come from: a first read to its end, and a second one of the same rows. */
export type SectionSource = {
  read: (section: DataExportSection, end?: SectionEnd) => Pages;
  /** Called when a section is in the ZIP, to move the progress on. */
  onSectionDone: (section: DataExportSection, index: number) => Promise<void>;
};

/** A row pretty-printed as an element of the section's JSON array (two spaces in, as a whole array would be). */
const jsonElement = (row: unknown) => JSON.stringify(row, null, 2).replaceAll('\n', '\n  ');

/**
 * The section as JSON (the rows as they are), streamed a page at a time. It also learns the CSV's
 * columns (every key any row has, in the order first seen) and where each table ended.
 */
async function* sectionJson(pages: Pages, columns: Set<string>, ends: { value?: SectionEnd }) {
  yield '[';
  let isFirst = true;
  for (;;) {
    const next = await pages.next();
    if (next.done) {
      ends.value = next.value;
      break;
    }
    const text = next.value.map((row) => {
      for (const column of Object.keys(flatten(row))) columns.add(column);
      return jsonElement(row);
    });
    yield `${isFirst ? '\n  ' : ',\n  '}${text.join(',\n  ')}`;
    isFirst = false;
  }
  yield isFirst ? ']' : '\n]';
}

/** The same rows as CSV for spreadsheets, with a BOM; a column for every key the JSON pass saw. */
async function* sectionCsv(pages: Pages, columns: string[]) {
  yield `\uFEFF${csvRow(columns)}`;
  for await (const rows of pages) {
    yield rows
      .map((row) => flatten(row))
      .map((flat) => csvRow(columns.map((column) => flat[column])))
      .join('');
  }
}

/** A ZIP written as its entries' text arrives, so the archive is never whole in memory. */
const createZipWriter = () => {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* take() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift() as Uint8Array;
  }
  return {
    async *entry(name: string, text: AsyncIterable<string>) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      for await (const part of text) {
        file.push(strToU8(part));
        yield* take();
      }
      file.push(new Uint8Array(0), true);
      yield* take();
    },
    *end() {
      zip.end();
      yield* take();
    },
  };
};

async function* once(text: string) {
  yield text;
}

/**
 * The ZIP of "download my data", as a stream of bytes: account.json with the profile, then each section
 * as JSON (the rows as they are) and CSV (for spreadsheets), each read from the database a page at a
 * time. The CSV reads exactly the rows the JSON holds, even when the seller adds some meanwhile.
 */
export async function* accountDataZip(input: { account: unknown; source: SectionSource }) {
  const writer = createZipWriter();
  yield* writer.entry('account.json', once(JSON.stringify(input.account, null, 2)));
  for (const [index, section] of DATA_EXPORT_SECTIONS.entries()) {
    const columns = new Set<string>();
    const ends: { value?: SectionEnd } = {};
    yield* writer.entry(`${section}.json`, sectionJson(input.source.read(section), columns, ends));
    yield* writer.entry(`${section}.csv`, sectionCsv(input.source.read(section, ends.value), [...columns]));
    await input.source.onSectionDone(section, index);
  }
  yield* writer.end();
}

import { describe, expect, it } from 'vitest';
import { listMigrations, migrate, pendingMigrations } from '../../src/platform/db/migrate.ts';
import { createEmptyDatabase } from '../helpers/test-database.ts';
import { missingRows, type WrittenRow, writeRowInEveryTable } from './support/synthetic-rows.ts';

/**
 * Columns a migration dropped on purpose, with why; any other loss fails the test. A new entry needs a
 * migration that says why its data is no longer needed.
 */
const DROPPED_ON_PURPOSE = [
  {
    table: 'customs_invoices',
    column: 'pdf_key',
    migration: '0086_customs_invoice_numbers.sql',
    why: 'customs documents are drawn when downloaded, so no stored file is referenced',
  },
];

/**
 * Columns the database derives from a row's other columns on every write, so what a test wrote into them
 * is not kept by design; the row's own data still is.
 */
const COMPUTED_BY_DATABASE = [
  {
    table: 'shipments',
    column: 'search_text',
    migration: '0115_shipment_search_fold.sql',
    why: 'the search column is folded and filled from the shipment by a trigger',
  },
];

describe('upgrading a database', () => {
  it('keeps every row of every table through every later migration', { timeout: 240_000 }, async () => {
    const database = await createEmptyDatabase();
    try {
      const written: WrittenRow[] = [];
      const migrations = listMigrations();
      // After each migration, the database is what that version left: each later migration must keep its rows.
      for (const [pass, file] of migrations.entries()) {
        await migrate(database, { through: file });
        written.push(...(await writeRowInEveryTable(database, pass)));
      }
      expect(await pendingMigrations(database)).toEqual([]);
      expect(new Set(written.map((row) => row.table)).size).toBeGreaterThan(30);
      expect(
        await missingRows(database, written, {
          droppedOnPurpose: DROPPED_ON_PURPOSE,
          computedByDatabase: COMPUTED_BY_DATABASE,
        }),
      ).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

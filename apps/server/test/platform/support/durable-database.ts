import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../../../src/platform/db/database.ts';
import { createTestDatabase, pgliteTemplatePath, testDbKind } from '../../helpers/test-database.ts';

/**
 * A migrated database that outlives the `Database` objects opened on it, to stand for a server process
 * stopping and starting again: PGlite in a data directory of a temp folder, or a PostgreSQL database.
 */
export const createDurableDatabase = async () => {
  if (testDbKind() === 'pglite') {
    const folder = mkdtempSync(join(tmpdir(), 'shipdeck-durable-'));
    const dataDir = join(folder, 'pglite');
    const seeded = await openDatabase({
      kind: 'pglite',
      dataDir,
      loadDataDir: new Blob([readFileSync(pgliteTemplatePath())]),
    });
    await seeded.close();
    return {
      open: (): Promise<Database> => openDatabase({ kind: 'pglite', dataDir }),
      dispose: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const owner = await createTestDatabase();
  return {
    open: (): Promise<Database> =>
      openDatabase({ kind: 'postgres', connectionString: owner.connectionString!, poolSize: 3 }),
    dispose: () => owner.close(),
  };
};

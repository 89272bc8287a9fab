import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Database, openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

/**
 * Backup and restore of the embedded database (PGlite). PGlite has one connection in one process, so these
 * run while the server is stopped: the backup is PGlite's own dump of its data directory (a gzipped
 * tarball, `dumpDataDir`), and a restore starts a new data directory from it (`loadDataDir`).
 */

/** Whether a data directory holds a database: anything in it (an absent or empty one does not). */
const holdsDatabase = (dataDir: string) => existsSync(dataDir) && readdirSync(dataDir).length > 0;

/** PGlite's dump of its data directory, written aside and then renamed into place. */
const writeDump = async (database: Database, file: string) => {
  const dump = await database.pglite!.dumpDataDir('gzip');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${file}.partial`, file);
};

/** Writes a backup of the embedded database in `dataDir` to `file` (written aside, then renamed into place). */
export const backupEmbeddedDatabase = async ({ dataDir, file }: { dataDir: string; file: string }) => {
  if (!holdsDatabase(dataDir)) throw new Error(`No embedded database in ${dataDir}`);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await writeDump(database, file);
  } finally {
    await database.close();
  }
};

/** Makes `dataDir` (absent or empty: a restore never overwrites a database) from the backup in `file`. */
export const restoreEmbeddedDatabase = async ({ dataDir, file }: { dataDir: string; file: string }) => {
  if (holdsDatabase(dataDir))
    throw new Error(`${dataDir} already holds a database: move it aside before restoring`);
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    loadDataDir: new Blob([readFileSync(file)]),
  });
  await database.close();
};

/**
 * A new embedded database starts from the migrated template the server build writes beside the bundle:
 * PGlite's own initdb takes 4–6 s where loading a template takes about 1 s (migrations newer than the
 * template still run at start). The template is loaded aside and moved into place whole, so a process
 * that dies while loading leaves no half-made database; a template that does not load (made by another
 * PGlite version) is skipped and the database is made as before. Answers whether the template was used.
 */
export const startFromTemplate = async ({
  dataDir,
  template,
}: {
  dataDir: string;
  template: string;
}): Promise<boolean> => {
  if (holdsDatabase(dataDir)) return false;
  if (!existsSync(template)) return false;
  const loading = `${dataDir}.loading`;
  rmSync(loading, { recursive: true, force: true });
  try {
    await restoreEmbeddedDatabase({ dataDir: loading, file: template });
  } catch {
    rmSync(loading, { recursive: true, force: true });
    return false;
  }
  renameSync(loading, dataDir);
  return true;
};

/** Writes the migrated template of a new embedded database to `file` (see `startFromTemplate`). */
export const writeEmbeddedTemplate = async (file: string) => {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrate(database);
    await writeDump(database, file);
  } finally {
    await database.close();
  }
};

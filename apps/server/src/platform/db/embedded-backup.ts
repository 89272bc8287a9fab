import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase } from './database.ts';

/**
 * Backup and restore of the embedded database (PGlite). PGlite has one connection in one process, so these
 * run while the server is stopped: the backup is PGlite's own dump of its data directory (a gzipped
 * tarball, `dumpDataDir`), and a restore starts a new data directory from it (`loadDataDir`).
 */

/** Writes a backup of the embedded database in `dataDir` to `file` (written aside, then renamed into place). */
export const backupEmbeddedDatabase = async ({ dataDir, file }: { dataDir: string; file: string }) => {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0)
    throw new Error(`No embedded database in ${dataDir}`);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const dump = await database.pglite!.dumpDataDir('gzip');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${file}.partial`, file);
  } finally {
    await database.close();
  }
};

/** Makes `dataDir` (absent or empty: a restore never overwrites a database) from the backup in `file`. */
export const restoreEmbeddedDatabase = async ({ dataDir, file }: { dataDir: string; file: string }) => {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} already holds a database: move it aside before restoring`);
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    loadDataDir: new Blob([readFileSync(file)]),
  });
  await database.close();
};

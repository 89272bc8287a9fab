// `npm run db:backup -- <file>` · `npm run db:restore -- <file>`
// Backs up or restores the embedded database under DATA_DIR (stop the server first: PGlite is one process's).
// With DATABASE_URL set, use pg_dump and pg_restore instead (docs/operations.md).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { embeddedDataDirOf } from '../platform/db/database.ts';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from '../platform/db/embedded-backup.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const [command, file] = positionals;
const config = loadConfig();

if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('usage: embedded-backup.ts backup|restore <file>');
  process.exit(2);
}
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (docs/operations.md)',
  );
  process.exit(2);
}
const dataDir = embeddedDataDirOf(config.DATA_DIR);
const path = resolve(file);
try {
  if (command === 'backup') await backupEmbeddedDatabase({ dataDir, file: path });
  else await restoreEmbeddedDatabase({ dataDir, file: path });
  console.log(command === 'backup' ? `Backed up ${dataDir} to ${path}` : `Restored ${path} into ${dataDir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The start-up bench's floor: the embedded database alone, opened on the server's data folder with the
// options the server opens it with (apps/server/src/platform/db/database.ts: the three extensions and
// 16 MB of shared buffers), then one query. Prints "ready" once it answers; the bench times that and reads
// this process's memory after the same idle time as the server's.
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const [dataDir] = process.argv.slice(2);
const pglite = await PGlite.create({
  dataDir,
  extensions: { pg_trgm, btree_gin, unaccent },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
});
await pglite.query('select 1');
console.log('ready');
process.on('SIGTERM', () => {
  void pglite.close().then(() => process.exit(0));
});
setInterval(() => {}, 1 << 30);

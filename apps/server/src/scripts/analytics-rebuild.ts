// `npm run analytics:rebuild -- <client id> [<client id> …]`
// Builds the analytics roll-ups of these clients again from their shipments, on the configured database
// (DATABASE_URL, or PGlite under DATA_DIR): after a restore, or when events were pruned before a worker
// took them in. Safe while the server runs: a rebuild and the event pass of a client take turns.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { rebuildAnalytics } from '../modules/analytics/index.ts';
import { openConfiguredDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const clientIds = z.array(z.string().uuid()).min(1).parse(positionals);

const database = await openConfiguredDatabase(loadConfig());
await migrate(database);
for (const clientId of clientIds) {
  const started = Date.now();
  await rebuildAnalytics(database.db, { clientId });
  console.log(`rebuilt analytics of ${clientId} in ${Date.now() - started} ms`);
}
await database.close();

import { spawnSync } from 'node:child_process';
import { type Database, openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { migrate } from '../../apps/server/src/platform/db/migrate.ts';
import { benchDatabaseUrl, ensureBenchDatabase } from './bench-database.ts';

// Counts of a filtered list are index-only scans, which need the visibility map that VACUUM sets.
// Autovacuum does this on a live server (and is off on the bench machine), so a fresh seed is vacuumed.
export const vacuumIfNeeded = async (database: Database) => {
  const [table] = await database.query<{ pages: number; visible: number }>(
    "SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = 'shipments'",
  );
  if (table && table.visible >= table.pages * 0.9) return;
  console.log('vacuuming shipments (visibility map for index-only counts)…');
  await database.exec('VACUUM (ANALYZE) shipments');
  await database.exec('VACUUM (ANALYZE) shipment_counts');
  await database.exec('VACUUM (ANALYZE) shipment_carrier_counts');
};

/** Runs `npm run seed` against the database at `url`: `shipments` generated shipments over `clients` clients. */
export const runSeedScript = (url: string, shipments: number, clients: number) => {
  const seeded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/scripts/seed.ts',
      '--shipments',
      String(shipments),
      '--clients',
      String(clients),
    ],
    {
      cwd: new URL('../..', import.meta.url).pathname,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url },
    },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
};

/**
 * A bench's own database holding `shipments` shipments over `clients` clients (the seed script's
 * spread, the largest client signing in with the bench account), seeded once and reused, vacuumed
 * as a live server's would be. Answers the database's address.
 */
export const ensureSeededShipments = async (options: {
  adminUrl: string;
  name: string;
  shipments: number;
  clients: number;
}) => {
  const url = benchDatabaseUrl(options.adminUrl, options.name);
  await ensureBenchDatabase(options.adminUrl, options.name);
  const database = await openDatabase({ kind: 'postgres', connectionString: url });
  await migrate(database);
  const [row] = await database.query<{ n: string }>('SELECT count(*) AS n FROM shipments');
  const isSeeded = Number(row?.n) >= options.shipments * 0.99;
  if (!isSeeded) {
    console.log(`seeding ${options.shipments} shipments over ${options.clients} clients (once)…`);
    runSeedScript(url, options.shipments, options.clients);
  }
  await vacuumIfNeeded(database);
  await database.close();
  return url;
};

import { existsSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../src/platform/db/database.ts';
import { migrate } from '../../src/platform/db/migrate.ts';
import {
  adminUrl,
  pgliteTemplatePath,
  postgresTemplateName,
  type TestDbKind,
  withDatabaseName,
} from './test-database.ts';

const TEMPLATES_KEPT = 8;

/** Builds the migrated template once per run; every test file clones it. */
export const setupTemplate = async (kind: TestDbKind) => {
  if (kind === 'pglite') {
    const path = pgliteTemplatePath();
    if (existsSync(path)) return;
    const database = await openDatabase({ kind: 'pglite' });
    await migrate(database);
    const dump = await database.pglite!.dumpDataDir('gzip');
    writeFileSync(`${path}.partial`, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    const { renameSync } = await import('node:fs');
    renameSync(`${path}.partial`, path);
    return;
  }
  const template = postgresTemplateName();
  const admin = new pg.Client({ connectionString: adminUrl() });
  // A dropped connection must fail this setup, not crash the test runner with an unhandled event.
  admin.on('error', () => {});
  await admin.connect();
  try {
    // Several runs may start at once (developers, helpers): one builds the template, the others wait.
    await admin.query('SELECT pg_advisory_lock(727274099)');
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rowCount) return;
    // Test databases left by interrupted runs are dropped, unless a running test still uses them (no
    // FORCE: another run's databases stay). Templates of other migration sets may belong to runs of
    // other branches going on beside this one: only those past the most recent few are dropped.
    const stale = await admin.query(
      `SELECT datname FROM pg_database WHERE datname LIKE 'sd_test_%'
       UNION ALL
       (SELECT datname FROM pg_database WHERE datname LIKE 'sd_template_%' ORDER BY oid DESC OFFSET $1)`,
      [TEMPLATES_KEPT],
    );
    for (const row of stale.rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${row.datname}`).catch(() => {});
    }
    await admin.query(`CREATE DATABASE ${template}_building`);
    const database = await openDatabase({
      kind: 'postgres',
      connectionString: withDatabaseName(adminUrl(), `${template}_building`),
    });
    await migrate(database);
    await database.close();
    // Renamed only once migrated, so no run ever clones a half-built template.
    await admin.query(`ALTER DATABASE ${template}_building RENAME TO ${template}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(727274099)').catch(() => {});
    await admin.end();
  }
};

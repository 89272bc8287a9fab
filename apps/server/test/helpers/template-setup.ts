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
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rowCount) return;
    // Old templates and test databases left by an interrupted run are dropped.
    const stale = await admin.query(
      "SELECT datname FROM pg_database WHERE datname LIKE 'sd_template_%' OR datname LIKE 'sd_test_%'",
    );
    for (const row of stale.rows) {
      await admin.query(`ALTER DATABASE ${row.datname} IS_TEMPLATE false`).catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => {});
    }
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({
    kind: 'postgres',
    connectionString: withDatabaseName(adminUrl(), template),
  });
  await migrate(database);
  await database.close();
};

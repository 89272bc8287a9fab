import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/platform/db/database.ts';
import { listMigrations } from '../../src/platform/db/migrate.ts';
import { setupTemplate } from './template-setup.ts';

export type TestDbKind = 'pglite' | 'postgres';

export const testDbKind = (): TestDbKind => (process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite');

/** Changes whenever a migration changes, so a stale template is never reused. */
export const migrationsHash = () => {
  const hash = createHash('sha256');
  const dir = new URL('../../src/platform/db/migrations/', import.meta.url);
  for (const file of listMigrations()) hash.update(file).update(readFileSync(new URL(file, dir)));
  return hash.digest('hex').slice(0, 12);
};

export const pgliteTemplatePath = () => join(tmpdir(), `shipdeck-template-${migrationsHash()}.tar.gz`);
export const postgresTemplateName = () => `sd_template_${migrationsHash()}`;

export const adminUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
  return url;
};

export const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** Opens a PostgreSQL test database that is dropped when it is closed. */
const openDroppedOnClose = async (name: string): Promise<Database> => {
  const database = await openDatabase({
    kind: 'postgres',
    connectionString: withDatabaseName(adminUrl(), name),
    poolSize: 5,
  });
  const close = database.close;
  database.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: adminUrl() });
    cleanup.on('error', () => {});
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await cleanup.end();
  };
  return database;
};

/** A fresh, migrated database of its own for one test file (cloned from the template). */
export const createTestDatabase = async (): Promise<Database> => {
  if (testDbKind() === 'pglite') {
    const dump = readFileSync(pgliteTemplatePath());
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  }
  const name = `sd_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  admin.on('error', () => {});
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName()}`);
        break;
      } catch (error) {
        // A run on other migrations (another branch on this PostgreSQL) drops templates it does not know.
        if ((error as { code?: string }).code !== '3D000' || attempt === 3) throw error;
        await setupTemplate('postgres');
      }
    }
  } finally {
    await admin.end();
  }
  return openDroppedOnClose(name);
};

/** An empty database of its own (no migrations applied), dropped when closed: upgrade and restore tests. */
export const createEmptyDatabase = async (): Promise<Database> => {
  if (testDbKind() === 'pglite') return openDatabase({ kind: 'pglite' });
  const name = `sd_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  admin.on('error', () => {});
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return openDroppedOnClose(name);
};

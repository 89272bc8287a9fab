import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/platform/db/database.ts';
import {
  backupEmbeddedDatabase,
  restoreEmbeddedDatabase,
  startFromTemplate,
  writeEmbeddedTemplate,
} from '../../src/platform/db/embedded-backup.ts';
import { pendingMigrations } from '../../src/platform/db/migrate.ts';
import { cookiesOf, sessionHeaders, signUp } from '../helpers/clients.ts';
import {
  createEmptyDatabase,
  createTestDatabase,
  pgliteTemplatePath,
  testDbKind,
} from '../helpers/test-database.ts';

const run = promisify(execFile);
const PARCEL = { name: 'Backed-up box', weight: 1.5, length: 35, width: 25, height: 12 };

const appOn = async (database: Database) => {
  const app = await buildApp({ config: testConfig({ JOBS_ENABLED: false }), database });
  await app.ready();
  return app;
};

/** A seller with a saved parcel, written through the API; the database is closed afterwards. */
const writeSellerData = async (database: Database) => {
  const app = await appOn(database);
  try {
    const seller = await signUp(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/parcels',
      headers: seller.headers,
      payload: PARCEL,
    });
    expect(created.statusCode).toBe(201);
    return seller;
  } finally {
    await app.close();
  }
};

/** Signs the seller in on the restored database and reads the parcels back. */
const readSellerParcels = async (
  database: Database,
  seller: { email: string; password: string; tenantSlug: string },
) => {
  const app = await appOn(database);
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { tenant: seller.tenantSlug, email: seller.email, password: seller.password },
    });
    expect(login.statusCode).toBe(200);
    const parcels = await app.inject({
      method: 'GET',
      url: '/api/v1/parcels',
      headers: sessionHeaders(cookiesOf(login)),
    });
    expect(parcels.statusCode).toBe(200);
    return (parcels.json() as Array<{ name: string }>).map((parcel) => parcel.name);
  } finally {
    await app.close();
  }
};

if (testDbKind() === 'pglite') {
  describe('backing up and restoring the embedded database', () => {
    const workDir = mkdtempSync(join(tmpdir(), 'shipdeck-backup-'));
    afterAll(() => rmSync(workDir, { recursive: true, force: true }));
    const dataDir = join(workDir, 'data', 'pglite');
    let seller: Awaited<ReturnType<typeof writeSellerData>>;

    it('restores a dump into a fresh data directory with the data in it', { timeout: 60_000 }, async () => {
      // Started from the suite's migrated template, itself a `dumpDataDir` tarball.
      const template = new Blob([readFileSync(pgliteTemplatePath())]);
      const original = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: template });
      expect(await pendingMigrations(original)).toEqual([]);
      seller = await writeSellerData(original);
      await original.close();

      const backup = join(workDir, 'backups', 'shipdeck.tar.gz');
      await backupEmbeddedDatabase({ dataDir, file: backup });
      const restoredDir = join(workDir, 'restored', 'pglite');
      await restoreEmbeddedDatabase({ dataDir: restoredDir, file: backup });

      const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
      try {
        expect(await readSellerParcels(restored, seller)).toEqual([PARCEL.name]);
      } finally {
        await restored.close();
      }
    });

    it('opens a copy of the data directory taken while stopped', { timeout: 60_000 }, async () => {
      const copyDir = join(workDir, 'copy', 'pglite');
      cpSync(dataDir, copyDir, { recursive: true });
      const copy = await openDatabase({ kind: 'pglite', dataDir: copyDir });
      try {
        expect(await readSellerParcels(copy, seller)).toEqual([PARCEL.name]);
      } finally {
        await copy.close();
      }
    });

    it('never restores over a data directory that holds a database', async () => {
      const backup = join(workDir, 'backups', 'shipdeck.tar.gz');
      await expect(restoreEmbeddedDatabase({ dataDir, file: backup })).rejects.toThrow(
        /already holds a database/,
      );
    });

    it('refuses to back up a data directory with no database', async () => {
      const empty = join(workDir, 'empty');
      await expect(
        backupEmbeddedDatabase({ dataDir: empty, file: join(workDir, 'x.tar.gz') }),
      ).rejects.toThrow(/No embedded database/);
    });
  });

  describe('a new embedded database starts from the migrated template of the build', () => {
    const workDir = mkdtempSync(join(tmpdir(), 'shipdeck-template-'));
    afterAll(() => rmSync(workDir, { recursive: true, force: true }));
    const template = join(workDir, 'dist', 'embedded-template.tar.gz');

    it('makes a migrated database a seller can use in an empty data folder', {
      timeout: 120_000,
    }, async () => {
      await writeEmbeddedTemplate(template);
      const dataDir = join(workDir, 'data', 'pglite');
      mkdirSync(dataDir, { recursive: true });

      expect(await startFromTemplate({ dataDir, template })).toBe(true);

      expect(existsSync(`${dataDir}.loading`)).toBe(false);
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(await pendingMigrations(database)).toEqual([]);
        const seller = await writeSellerData(database);
        expect(await readSellerParcels(database, seller)).toEqual([PARCEL.name]);
      } finally {
        await database.close();
      }
    });

    it('leaves a data folder that holds a database as it is', { timeout: 60_000 }, async () => {
      const dataDir = join(workDir, 'kept', 'pglite');
      const original = await openDatabase({
        kind: 'pglite',
        dataDir,
        loadDataDir: new Blob([readFileSync(template)]),
      });
      const seller = await writeSellerData(original);
      await original.close();

      expect(await startFromTemplate({ dataDir, template })).toBe(false);

      const reopened = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(await readSellerParcels(reopened, seller)).toEqual([PARCEL.name]);
      } finally {
        await reopened.close();
      }
    });

    it('skips a template that does not load and leaves nothing half-made', { timeout: 60_000 }, async () => {
      const broken = join(workDir, 'broken.tar.gz');
      writeFileSync(broken, 'not a database');
      const dataDir = join(workDir, 'fresh', 'pglite');

      expect(await startFromTemplate({ dataDir, template: broken })).toBe(false);

      expect(existsSync(dataDir) && readdirSync(dataDir).length > 0).toBe(false);
      expect(existsSync(`${dataDir}.loading`)).toBe(false);
    });
  });
} else {
  describe('backing up and restoring PostgreSQL with pg_dump and pg_restore', () => {
    const workDir = mkdtempSync(join(tmpdir(), 'shipdeck-pgdump-'));
    afterAll(() => rmSync(workDir, { recursive: true, force: true }));

    it('restores a custom-format dump into a fresh database with the data in it', {
      timeout: 60_000,
    }, async () => {
      const original = await createTestDatabase();
      const restored = await createEmptyDatabase();
      try {
        const seller = await writeSellerData(original);
        const backup = join(workDir, 'shipdeck.dump');
        await run('pg_dump', [
          '--format=custom',
          '--no-owner',
          `--file=${backup}`,
          original.connectionString!,
        ]);
        await run('pg_restore', [
          '--no-owner',
          '--exit-on-error',
          `--dbname=${restored.connectionString!}`,
          backup,
        ]);
        expect(await readSellerParcels(restored, seller)).toEqual([PARCEL.name]);
      } finally {
        await original.close();
        await restored.close();
      }
    });
  });
}

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

// Arbitrary constant: serialises migrations when several server processes start at once.
const MIGRATION_LOCK_ID = 727_274_001;

export const listMigrations = () =>
  readdirSync(migrationsDir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort();

/**
 * Applies every migration file not yet recorded, each in its own transaction; with `through`, only those up
 * to that file (a database as an earlier version left it, for upgrade tests).
 */
export const migrate = (database: Database, options: { through?: string } = {}) =>
  database.withAdvisoryLock(MIGRATION_LOCK_ID, async () => {
    await database.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    for (const file of listMigrations()) {
      if (options.through && file > options.through) break;
      if (applied.has(file)) continue;
      const text = readFileSync(join(migrationsDir, file), 'utf8');
      const escaped = file.replaceAll("'", "''");
      await database.exec(
        `BEGIN;\n${text}\n;INSERT INTO schema_migrations (name) VALUES ('${escaped}');\nCOMMIT;`,
      );
    }
  });

/** Migration files this version has that the database has not applied (all of them on an empty database). */
export const pendingMigrations = async (database: Database) => {
  const [table] = await database.query<{ exists: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS exists",
  );
  const applied = table?.exists
    ? new Set(
        (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
      )
    : new Set<string>();
  return listMigrations().filter((file) => !applied.has(file));
};

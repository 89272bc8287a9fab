import pg from 'pg';

/** The address of a bench's own database on the PostgreSQL server `adminUrl` points at. */
export const benchDatabaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Creates the bench's database once; later runs reuse it. */
export const ensureBenchDatabase = async (adminUrl: string, name: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
};

/**
 * Creates the bench's database afresh, dropping the last run's: a bench whose figure depends on the size of
 * the tables it writes (their indexes grow with every run) measures the same empty tables each time.
 */
export const freshBenchDatabase = async (adminUrl: string, name: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
};

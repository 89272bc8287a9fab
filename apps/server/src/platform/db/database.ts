import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

// biome-ignore lint/suspicious/noExplicitAny: the schema is not used for relational queries
export type Db = PgDatabase<PgQueryResultHKT, any>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs SQL text that may hold several statements and no parameters (migrations). */
  exec: (sqlText: string) => Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query: <T = Record<string, unknown>>(sqlText: string, params?: unknown[]) => Promise<T[]>;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /** The PGlite instance when embedded (pg-boss adapter, template dumps). */
  pglite?: PGlite;
  connectionString?: string;
  /** Runs work while holding a cluster-wide advisory lock (a no-op lock on the single-connection PGlite). */
  withAdvisoryLock: <T>(lockId: number, work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; connectionString: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

const openPglite = async (options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<Database> => {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Extensions used by migrations (trigram search index, 0052) must be loaded before they are created.
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, btree_gin },
  });
  return {
    kind: 'pglite',
    db: drizzlePglite(pglite) as unknown as Db,
    pglite,
    exec: async (text) => {
      await pglite.exec(text);
    },
    query: async <T>(text: string, params: unknown[] = []) => (await pglite.query<T>(text, params)).rows,
    listen: async (channel, onPayload) => {
      const unsubscribe = await pglite.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    withAdvisoryLock: (_lockId, work) => work(),
    close: () => pglite.close(),
  };
};

const openPostgres = async (connectionString: string, poolSize = 10): Promise<Database> => {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // A pool client can drop at any time; a dead idle connection must not crash the process.
  pool.on('error', () => {});
  await pool.query('select 1');
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: pg.Client | undefined;
  const ensureListenClient = async () => {
    if (listenClient) return listenClient;
    const client = new pg.Client({ connectionString });
    client.on('error', () => {});
    await client.connect();
    client.on('notification', (message) => {
      for (const handler of listeners.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    listenClient = client;
    return client;
  };
  return {
    kind: 'postgres',
    db: drizzlePg(pool) as unknown as Db,
    connectionString,
    exec: async (text) => {
      await pool.query(text);
    },
    query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    listen: async (channel, onPayload) => {
      const client = await ensureListenClient();
      let handlers = listeners.get(channel);
      if (!handlers) {
        handlers = new Set();
        listeners.set(channel, handlers);
        await client.query(`LISTEN "${channel.replaceAll('"', '')}"`);
      }
      handlers.add(onPayload);
      return async () => {
        handlers.delete(onPayload);
      };
    },
    withAdvisoryLock: async (lockId, work) => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockId]);
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => {});
        client.release();
      }
    },
    close: async () => {
      await listenClient?.end().catch(() => {});
      await pool.end();
    },
  };
};

export const openDatabase = (options: DatabaseOptions): Promise<Database> =>
  options.kind === 'postgres'
    ? openPostgres(options.connectionString, options.poolSize)
    : openPglite(options);

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR. */
export const openConfiguredDatabase = (config: { DATABASE_URL?: string; DATA_DIR: string }) =>
  openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', connectionString: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(config.DATA_DIR, 'pglite') },
  );

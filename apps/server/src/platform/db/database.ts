import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { withPreparedStatements } from './pglite-statements.ts';

// biome-ignore lint/suspicious/noExplicitAny: the schema is not used for relational queries
export type Db = PgDatabase<PgQueryResultHKT, any>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs SQL text that may hold several statements and no parameters (migrations). */
  exec: (sqlText: string) => Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query: <T = Record<string, unknown>>(sqlText: string, params?: unknown[]) => Promise<T[]>;
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. A lost listening connection is
   * reopened with backoff; `onResumed` is called once it listens again, since notifications sent while it
   * was down are gone and whatever they announced must be looked up.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    options?: { onResumed?: () => void },
  ) => Promise<() => Promise<void>>;
  /** The PGlite instance when embedded (pg-boss adapter, template dumps). */
  pglite?: PGlite;
  connectionString?: string;
  /** Runs work while holding a cluster-wide advisory lock (a no-op lock on the single-connection PGlite). */
  /** How the connection pool is used, on PostgreSQL (PGlite has a single connection and no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  withAdvisoryLock: <T>(lockId: number, work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; connectionString: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/**
 * PostgreSQL's default 128 MB of shared buffers is WebAssembly memory that PGlite touches at start, the
 * largest part of an idle embedded server. The embedded database holds one seller's or a demo's data,
 * and pages evicted from these buffers are still in the operating system's file cache.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

const openPglite = async (options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<Database> => {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Extensions used by migrations (trigram search index, 0052; accent folding, 0115) must be loaded
  // before they are created.
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, btree_gin, unaccent },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const client = withPreparedStatements(pglite);
  return {
    kind: 'pglite',
    db: drizzlePglite({ client: client as unknown as PGlite }) as unknown as Db,
    pglite,
    exec: async (text) => {
      await pglite.exec(text);
    },
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    listen: async (channel, onPayload) => {
      const unsubscribe = await pglite.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    withAdvisoryLock: (_lockId, work) => work(),
    close: () => pglite.close(),
  };
};

/** Application name of the listening connection, so operators (and tests) can find it in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'shipdeck-listen';
const LISTEN_RETRY_FIRST_MS = 100;
const LISTEN_RETRY_MAX_MS = 5_000;

type Listener = { onPayload: (payload: string) => void; onResumed?: () => void };

/**
 * The one connection of a process that LISTENs. When the database drops it (restart, failover, an
 * administrator terminating backends), it is reopened with exponential backoff and jitter, every
 * channel is listened to again, and each listener is told so it can catch up on what it missed.
 */
const createListener = (connectionString: string) => {
  const channels = new Map<string, Set<Listener>>();
  let client: pg.Client | undefined;
  let opening: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let isClosed = false;

  const quote = (channel: string) => `"${channel.replaceAll('"', '')}"`;

  const open = async () => {
    const next = new pg.Client({
      connectionString,
      application_name: LISTEN_APPLICATION_NAME,
      // A peer that vanished without closing (network loss) is noticed by TCP keepalive.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // 'end' follows every error that breaks the connection; that is where it is reopened.
    next.on('error', () => {});
    await next.connect();
    next.on('notification', (message) => {
      for (const entry of channels.get(message.channel) ?? []) entry.onPayload(message.payload ?? '');
    });
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      scheduleReopen();
    });
    try {
      for (const channel of channels.keys()) await next.query(`LISTEN ${quote(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (isClosed) {
      await next.end().catch(() => {});
      throw new Error('The database is closed');
    }
    client = next;
    return next;
  };

  const ensureOpen = () => {
    if (client) return Promise.resolve(client);
    opening ??= open().finally(() => {
      opening = undefined;
    });
    return opening;
  };

  function scheduleReopen() {
    if (isClosed || retryTimer) return;
    const ceiling = Math.min(LISTEN_RETRY_FIRST_MS * 2 ** failures, LISTEN_RETRY_MAX_MS);
    failures++;
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        ensureOpen().then(
          () => {
            failures = 0;
            for (const entries of channels.values()) for (const entry of entries) entry.onResumed?.();
          },
          () => scheduleReopen(),
        );
      },
      ceiling / 2 + (Math.random() * ceiling) / 2,
    );
    retryTimer.unref();
  }

  const listen = async (
    channel: string,
    onPayload: (payload: string) => void,
    options: { onResumed?: () => void } = {},
  ) => {
    const entry: Listener = { onPayload, onResumed: options.onResumed };
    const current = await ensureOpen();
    let entries = channels.get(channel);
    if (!entries) {
      entries = new Set();
      channels.set(channel, entries);
      try {
        await current.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        // A connection lost meanwhile listens to every channel again when it is reopened.
        if (client === current) {
          channels.delete(channel);
          throw error;
        }
      }
    }
    entries.add(entry);
    return async () => {
      entries.delete(entry);
    };
  };

  const close = async () => {
    isClosed = true;
    clearTimeout(retryTimer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };

  return { listen, close };
};

const openPostgres = async (connectionString: string, poolSize = 10): Promise<Database> => {
  // No JIT: the app's statements are short and bounded (a page, a capped count), and compiling one that
  // the planner thinks large took longer than running it (20 ms of a 50 ms filtered count).
  const pool = new pg.Pool({ connectionString, max: poolSize, options: '-c jit=off' });
  // A pool client can drop at any time; a dead idle connection must not crash the process.
  pool.on('error', () => {});
  await pool.query('select 1');
  const listener = createListener(connectionString);
  return {
    kind: 'postgres',
    db: drizzlePg(pool) as unknown as Db,
    connectionString,
    exec: async (text) => {
      await pool.query(text);
    },
    query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    listen: listener.listen,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
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
      await listener.close();
      await pool.end();
    },
  };
};

export const openDatabase = (options: DatabaseOptions): Promise<Database> =>
  options.kind === 'postgres'
    ? openPostgres(options.connectionString, options.poolSize)
    : openPglite(options);

/** Where the embedded database lives under the data folder. */
export const embeddedDataDirOf = (dataDir: string) => resolve(dataDir, 'pglite');

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR. */
export const openConfiguredDatabase = (config: {
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE?: number;
  DATA_DIR: string;
}) =>
  openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', connectionString: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: embeddedDataDirOf(config.DATA_DIR) },
  );

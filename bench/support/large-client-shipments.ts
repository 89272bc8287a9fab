import { type Database, openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { migrate } from '../../apps/server/src/platform/db/migrate.ts';
import { BENCH_EMAIL } from '../../apps/server/src/scripts/seed-accounts.ts';
import { benchDatabaseUrl, ensureBenchDatabase } from './bench-database.ts';
import { runSeedScript, vacuumIfNeeded } from './seeded-shipments.ts';

// The seed script makes realistic rows but only a few thousand a second on a loaded 2-core machine:
// it makes a base of them for the bench account, and the database copies that base into the rest.
const BASE_ROWS = 100_000;
// Clients copied per statement: a statement of a few hundred thousand rows keeps each transaction short.
const CLIENTS_PER_STATEMENT = 20;

/**
 * Runs `copy` without the table's secondary indexes, then builds them again from their definitions:
 * building an index over ten million rows once is many times faster than growing it row by row. The
 * unique indexes stay, so copies can never break what the app relies on.
 */
const withoutSecondaryIndexes = async (database: Database, copy: () => Promise<void>) => {
  // The definitions are kept in a table first, so a run killed while copying builds them next time.
  await database.exec(
    'CREATE TABLE IF NOT EXISTS bench_dropped_indexes (name text PRIMARY KEY, definition text)',
  );
  await database.exec(
    `INSERT INTO bench_dropped_indexes (name, definition)
     SELECT i.indexname, i.indexdef FROM pg_indexes i
     JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
     WHERE i.tablename = 'shipments' AND i.schemaname = 'public' AND NOT x.indisunique
     ON CONFLICT (name) DO NOTHING`,
  );
  const indexes = await database.query<{ name: string; definition: string }>(
    'SELECT name, definition FROM bench_dropped_indexes',
  );
  for (const index of indexes) await database.exec(`DROP INDEX IF EXISTS ${index.name}`);
  await copy();
  console.log(`building ${indexes.length} indexes again…`);
  await database.exec("SET maintenance_work_mem = '1GB'");
  for (const index of indexes) {
    await database.exec(index.definition);
    await database.query('DELETE FROM bench_dropped_indexes WHERE name = $1', [index.name]);
  }
  await database.exec('DROP TABLE bench_dropped_indexes');
};

const columnsOf = async (database: Database) =>
  (
    await database.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_name = 'shipments' AND table_schema = 'public' ORDER BY ordinal_position`,
    )
  ).map((row) => row.name);

/**
 * What a copy of a base row holds: its own id and reference, the copy's client, tracking numbers and
 * order id of its own (so a tracking number still finds one shipment), and the search text left to the
 * database's trigger. Everything else (names, places, services, states, dates) is the base row's.
 */
const copiedValueOf = (column: string) => {
  switch (column) {
    case 'id':
      return 'gen_random_uuid()';
    case 'client_id':
      return 'c.client_id';
    case 'reference':
      return `'X' || lpad(to_hex(c.tag), 4, '0') || substr(s.reference, 3)`;
    case 'trackings':
      return `COALESCE((SELECT jsonb_agg(t || to_hex(c.tag)) FROM jsonb_array_elements_text(
        CASE WHEN jsonb_typeof(s.trackings) = 'array' THEN s.trackings ELSE '[]' END) AS t), '[]'::jsonb)`;
    case 'external_order_id':
      return `s.external_order_id || '-' || c.tag`;
    case 'search_text':
      return 'NULL';
    default:
      return `s.${column}`;
  }
};

const copyBase = async (
  database: Database,
  input: { baseClientId: string; rows: number; clients: string },
) => {
  const columns = await columnsOf(database);
  await database.query(
    `INSERT INTO shipments (${columns.join(', ')})
     SELECT ${columns.map(copiedValueOf).join(', ')}
     FROM (SELECT * FROM shipments WHERE client_id = $1 AND reference LIKE 'SD%' ORDER BY reference LIMIT $2) s
     CROSS JOIN (${input.clients}) c`,
    [input.baseClientId, input.rows],
  );
};

const countOf = async (database: Database, where: string, params: unknown[]) =>
  Number(
    (await database.query<{ n: string }>(`SELECT count(*) AS n FROM shipments WHERE ${where}`, params))[0]
      ?.n ?? 0,
  );

/**
 * A bench database with `largest` shipments in the bench account's client and `total` in all, over
 * `clients` clients: a seeded base for the bench account, topped up by copies of it, then copies of it
 * for the other clients (their ids derived from their number). Seeded once, resumed if interrupted,
 * vacuumed as a live server's autovacuum would. Answers the database's address.
 */
export const ensureLargeClientShipments = async (options: {
  adminUrl: string;
  name: string;
  largest: number;
  total: number;
  clients: number;
}) => {
  const url = benchDatabaseUrl(options.adminUrl, options.name);
  await ensureBenchDatabase(options.adminUrl, options.name);
  const database = await openDatabase({ kind: 'postgres', connectionString: url });
  await migrate(database);
  const findBenchClient = async () =>
    (
      await database.query<{ client_id: string }>('SELECT client_id FROM users WHERE email = $1', [
        BENCH_EMAIL,
      ])
    )[0]?.client_id;
  let benchClient = await findBenchClient();
  const baseRows = benchClient
    ? await countOf(database, "client_id = $1 AND reference LIKE 'SD%'", [benchClient])
    : 0;
  if (baseRows < BASE_ROWS * 0.99) {
    console.log(`seeding ${BASE_ROWS} shipments for the bench account (once)…`);
    runSeedScript(url, BASE_ROWS, 1);
    benchClient = await findBenchClient();
  }
  const base = Math.min(
    BASE_ROWS,
    baseRows >= BASE_ROWS * 0.99
      ? baseRows
      : await countOf(database, "client_id = $1 AND reference LIKE 'SD%'", [benchClient]),
  );

  const largestNow = await countOf(database, 'client_id = $1', [benchClient]);
  const isSeeded =
    largestNow >= options.largest * 0.99 &&
    (await countOf(database, 'true', [])) >= options.total * 0.99 &&
    (await database.query("SELECT to_regclass('bench_dropped_indexes') AS t"))[0]?.t === null;
  if (!isSeeded)
    await withoutSecondaryIndexes(database, async () => {
      // The bench account's copies of its own base: tags 1, 2, … (a copy's tag is in its reference).
      let largest = largestNow;
      for (let tag = 1; largest < options.largest * 0.99; tag += 1) {
        const exists = await countOf(database, 'client_id = $1 AND reference LIKE $2', [
          benchClient,
          `X${tag.toString(16).padStart(4, '0')}%`,
        ]);
        if (exists > 0) continue;
        const rows = Math.min(base, options.largest - largest);
        await copyBase(database, {
          baseClientId: benchClient!,
          rows,
          clients: `SELECT ${tag} AS tag, '${benchClient}'::uuid AS client_id`,
        });
        largest += rows;
        console.log(`bench account: ${largest} shipments`);
      }

      // The other clients: tags from 0x1000 on, each a copy of the first rows of the base.
      const perOther = Math.min(base, Math.floor((options.total - options.largest) / (options.clients - 1)));
      const others = await database.query<{ n: string }>(
        'SELECT count(DISTINCT client_id) AS n FROM shipments WHERE client_id <> $1',
        [benchClient],
      );
      for (let done = Number(others[0]?.n ?? 0); done < options.clients - 1; done += CLIENTS_PER_STATEMENT) {
        const from = 0x1000 + done;
        const to = from + Math.min(CLIENTS_PER_STATEMENT, options.clients - 1 - done) - 1;
        await copyBase(database, {
          baseClientId: benchClient!,
          rows: perOther,
          clients: `SELECT t AS tag, md5('bench-client-' || t)::uuid AS client_id FROM generate_series(${from}, ${to}) t`,
        });
        console.log(`other clients: ${to - 0x1000 + 1} of ${options.clients - 1}`);
      }
    });
  await vacuumIfNeeded(database);
  await database.close();
  return url;
};

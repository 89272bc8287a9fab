// Analytics charts for a client with 1 000 000 paid shipments over the last 90 days, over HTTP with
// concurrency, on PostgreSQL: the built server as `npm start` runs it (DATABASE_URL), signed in as that
// client. Target: every chart's p95 ≤ 300 ms for the longest range (90 days) and the default (7 days).
// The floor is a bare Fastify route answering the same bytes, measured in the same run with the same
// load: what HTTP and the load generator cost on this machine, which the charts cannot go below.
// Seeds `shipdeck_bench_analytics` once (one INSERT … SELECT FROM generate_series, then the roll-ups
// built from the shipments) and reuses it; BENCH_ANALYTICS_RESEED=1 seeds it again.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { rebuildAnalytics } from '../apps/server/src/modules/analytics/index.ts';
import { register } from '../apps/server/src/modules/auth/index.ts';
import { findUserForLogin } from '../apps/server/src/modules/users/index.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { benchDatabaseUrl } from './support/bench-database.ts';
import { percentile } from './support/stats.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'shipdeck_bench_analytics';
const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_ANALYTICS_REQUESTS ?? 200);
const CONCURRENCY = 10;
const TARGET_P95_MS = 300;
const EMAIL = 'analytics-bench@shipdeck.local';
const PASSWORD = 'Bench-Analytics-2026!';
const serverPort = 3995;
const barePort = 3996;
const CHARTS = ['shipments', 'costs', 'carriers', 'countries', 'contents'] as const;
const DAY_MS = 86_400_000;

const databaseUrl = () => benchDatabaseUrl(ADMIN_URL, DB_NAME);
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Seeds the bench client's shipments and roll-ups once; says how long seeding took when it did. */
const ensureSeeded = async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME])).rowCount;
  if (exists && process.env.BENCH_ANALYTICS_RESEED)
    await admin.query(`DROP DATABASE ${DB_NAME} WITH (FORCE)`);
  if (!exists || process.env.BENCH_ANALYTICS_RESEED) await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', connectionString: databaseUrl() });
  try {
    await migrate(database);
    let user = await findUserForLogin(database.db, { tenantId: 'main', email: EMAIL });
    if (!user) {
      await register(database.db, {
        tenantSlug: 'shipdeck',
        email: EMAIL,
        password: PASSWORD,
        firstName: 'Bench',
        lastName: 'Analytics',
        accountType: 'business',
      });
      user = await findUserForLogin(database.db, { tenantId: 'main', email: EMAIL });
    }
    const clientId = user!.clientId;
    const [row] = await database.query<{ n: string; newest: string | null }>(
      'SELECT count(*) AS n, max(order_date)::date::text AS newest FROM shipments WHERE client_id = $1',
      [clientId],
    );
    const yesterday = utcDay(Date.now() - DAY_MS);
    // Reseeded when short, or when its days no longer end yesterday (the ranges move with the calendar).
    if (Number(row?.n) >= SHIPMENTS && row?.newest === yesterday) return null;
    await database.query('DELETE FROM shipments WHERE client_id = $1', [clientId]);
    console.log(`seeding ${SHIPMENTS} paid shipments over 90 days…`);
    const started = Date.now();
    // 8 carriers, 12 countries, 14 contents (the top 8 and Others), one paid shipment in 40 cancelled.
    await database.query(
      `INSERT INTO shipments (client_id, reference, state, step, order_date, carrier_name, to_address, content, price)
       SELECT $1, 'SDAN' || lpad(i::text, 8, '0'),
         CASE WHEN i % 40 = 0 THEN 'CANCELED' ELSE 'DELIVERED' END, 'PURCHASED',
         ($2::date - (i % 90)) + make_interval(mins => (i * 7) % 1440),
         (ARRAY['GLS','DHL','UPS','SEUR','Correos Express','MRW','Colissimo','DPD'])[1 + (i * 7) % 8],
         jsonb_build_object('alpha2Code',
           (ARRAY['ES','FR','DE','IT','PT','NL','BE','GB','AT','PL','IE','SE'])[1 + (i * 13) % 12]),
         jsonb_build_object('description',
           (ARRAY['Books','Clothing','Electronics','Shoes','Toys','Cosmetics','Food','Documents',
                  'Furniture','Jewellery','Sports','Garden','Music','Art'])[1 + (i * 11) % 14]),
         jsonb_build_object('currency', 'EUR', 'basePrice', 500 + i % 900, 'taxPrice', 105 + i % 189,
           'totalPrice', 605 + i % 900 + i % 189, 'taxes', '[]'::jsonb)
       FROM generate_series(1, $3::int) AS i`,
      [clientId, yesterday, SHIPMENTS],
    );
    const insertMs = Date.now() - started;
    const rebuildStarted = Date.now();
    await rebuildAnalytics(database.db, { clientId });
    const rebuildMs = Date.now() - rebuildStarted;
    await database.exec('VACUUM (ANALYZE) analytics_daily');
    console.log(`seeded in ${insertMs} ms, roll-ups rebuilt in ${rebuildMs} ms`);
    return { insertMs, rebuildMs };
  } finally {
    await database.close();
  }
};

const waitForLine = (child: ChildProcess, pattern: RegExp) =>
  new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no "${pattern}" within 180 s:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!pattern.test(output)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

/** `REQUESTS` calls, `CONCURRENCY` at a time; each call's time from send to the last byte. */
const measure = async (url: string, cookie?: string) => {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const sent = performance.now();
      const response = await fetch(url, { headers: cookie ? { cookie } : {} });
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      if (!response.ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const round = (ms: number) => Number(ms.toFixed(1));
  return {
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    maxMs: round(Math.max(...latencies)),
    requestsPerSecond: Math.round((latencies.length / (performance.now() - started)) * 1000),
    errors,
  };
};

export async function run() {
  const seeding = await ensureSeeded();
  const build = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server did not build');
  const dataDir = mkdtempSync(join(tmpdir(), 'shipdeck-analytics-'));
  const children: ChildProcess[] = [];
  try {
    const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO_SEED: 'false',
        DATABASE_URL: databaseUrl(),
      },
    });
    children.push(server);
    await waitForLine(server, /Shipdeck is running at/);
    const login = await fetch(`http://127.0.0.1:${serverPort}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tenant: 'shipdeck', email: EMAIL, password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');

    const today = Date.now();
    const ranges = {
      days90: { from: utcDay(today - 90 * DAY_MS), to: utcDay(today - DAY_MS) },
      days7: { from: utcDay(today - 7 * DAY_MS), to: utcDay(today - DAY_MS) },
    };
    const urls = Object.entries(ranges).flatMap(([range, { from, to }]) =>
      CHARTS.map((chart) => ({
        name: `${chart}.${range}`,
        path: `/api/v1/analytics/${chart}?from=${from}&to=${to}`,
      })),
    );
    const bare = [];
    let counted = 0;
    for (const { name, path } of urls) {
      const response = await fetch(`http://127.0.0.1:${serverPort}${path}`, { headers: { cookie } });
      const body = await response.text();
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status} ${body}`);
      if (name === 'carriers.days90') counted = (JSON.parse(body) as { total: number }).total;
      bare.push({ url: path, contentType: 'application/json; charset=utf-8', body });
    }
    const routesFile = join(dataDir, 'bare-routes.json');
    writeFileSync(routesFile, JSON.stringify(bare));
    const bareServer = spawn(
      process.execPath,
      [fileURLToPath(new URL('./support/bare-server.mjs', import.meta.url)), routesFile, String(barePort)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(bareServer);
    await waitForLine(bareServer, /listening/);

    const loadBefore = loadavg()[0] ?? 0;
    const results: Record<string, unknown> = {};
    let isWithinTarget = true;
    for (const { name, path } of urls) {
      // Warm-up: plans cached, pages in memory, JIT settled.
      await measure(`http://127.0.0.1:${serverPort}${path}`, cookie);
      const chart = await measure(`http://127.0.0.1:${serverPort}${path}`, cookie);
      const floor = await measure(`http://127.0.0.1:${barePort}${path}`);
      isWithinTarget &&= chart.p95Ms <= TARGET_P95_MS && chart.errors === 0;
      console.log(
        `${name}: p95 ${chart.p95Ms} ms (p50 ${chart.p50Ms} ms, ${chart.requestsPerSecond} req/s); bare route p95 ${floor.p95Ms} ms`,
      );
      results[name] = { path, chart, floor };
    }
    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).stdout.trim();
    const result = {
      benchmark: 'analytics',
      measuredAt: new Date().toISOString(),
      commit,
      database: 'postgres',
      shipments: SHIPMENTS,
      countedInLast90Days: counted,
      seeding,
      requestsPerFigure: REQUESTS,
      concurrency: CONCURRENCY,
      targetP95Ms: TARGET_P95_MS,
      isWithinTarget,
      loadAverage: { before: Number(loadBefore.toFixed(1)), after: Number((loadavg()[0] ?? 0).toFixed(1)) },
      charts: results,
    };
    writeFileSync(
      new URL('./results/analytics.json', import.meta.url),
      `${JSON.stringify(result, null, 2)}\n`,
    );
  } finally {
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

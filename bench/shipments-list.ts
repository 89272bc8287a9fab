// Shipments list, inbox counts and CSV export on PostgreSQL with 1 000 000 shipments over 1 000 clients
// (the largest holding 200 000). Seeds `shipdeck_bench` once (npm run seed) and reuses it afterwards.
// Targets: list first page and page 50 with a filter and a sort p95 < 25 ms; stats < 10 ms;
// export of 50 000 rows < 10 s with memory < 300 MB.
import { writeFileSync } from 'node:fs';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { exportShipmentsJob } from '../apps/server/src/modules/shipments/export-shipments.job.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { clientFileKey } from '../apps/server/src/platform/storage/file-storage.ts';
import { platformDependenciesOf } from '../apps/server/src/plugins/app/platform-dependencies.ts';
// Brings the `app.storage` decoration into this project's view of the Fastify types.
import type {} from '../apps/server/src/plugins/app/storage.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from '../apps/server/src/scripts/seed-accounts.ts';
import { ensureSeededShipments } from './support/seeded-shipments.ts';
import { percentile } from './support/stats.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = process.env.BENCH_DB_NAME ?? 'shipdeck_bench';
const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 1_000_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
// 100 timed calls per figure after a short warm-up (plans cached, pages in memory): enough for a stable p95.
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const WARMUP = 10;

type Timed = { label: string; call: () => Promise<{ statusCode: number }> };

/**
 * Times every call ITERATIONS times after a warm-up, in rounds (one call of each per round), so a burst
 * of load from elsewhere on the machine spreads over all figures instead of spoiling one of them.
 */
const timeAll = async <K extends string>(calls: Record<K, Timed>) => {
  const entries = Object.entries(calls) as [K, Timed][];
  const samples = new Map<K, number[]>(entries.map(([key]) => [key, []]));
  for (let i = 0; i < WARMUP; i += 1) for (const [, { call }] of entries) await call();
  for (let i = 0; i < ITERATIONS; i += 1) {
    for (const [key, { label, call }] of entries) {
      const start = performance.now();
      const response = await call();
      samples.get(key)!.push(performance.now() - start);
      if (response.statusCode !== 200) throw new Error(`${label}: HTTP ${response.statusCode}`);
    }
  }
  const results = {} as Record<K, { p50: number; p95: number }>;
  for (const [key, { label }] of entries) {
    const result = { p50: percentile(samples.get(key)!, 50), p95: percentile(samples.get(key)!, 95) };
    console.log(`${label}: p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms`);
    results[key] = { p50: Number(result.p50.toFixed(2)), p95: Number(result.p95.toFixed(2)) };
  }
  return results;
};

export async function run() {
  const url = await ensureSeededShipments({
    adminUrl: ADMIN_URL,
    name: DB_NAME,
    shipments: SHIPMENTS,
    clients: CLIENTS,
  });
  const database = await openDatabase({ kind: 'postgres', connectionString: url, poolSize: 10 });
  const app = await buildApp({ config: testConfig({ JOBS_ENABLED: false }), database });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { tenant: 'shipdeck', email: BENCH_EMAIL, password: BENCH_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const headers = { cookie: login.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
  const get = (url: string) => () => app.inject({ method: 'GET', url, headers });

  const [totalRow] = await database.query<{ n: string }>('SELECT count(*) AS n FROM shipments');
  const [largestRow] = await database.query<{ n: string }>(
    'SELECT count(*) AS n FROM shipments s JOIN users u ON u.client_id = s.client_id WHERE u.email = $1',
    [BENCH_EMAIL],
  );
  // Export first, in a process that has only booted, like the job worker that runs it: the list timings
  // below leave garbage that would count in the peak RSS. Rows: the largest client's manual shipments
  // (about a quarter of its 200 000).
  const [client] = await database.query<{ client_id: string }>(
    'SELECT client_id FROM users WHERE email = $1',
    [BENCH_EMAIL],
  );
  const [exportRow] = await database.query<{ n: string }>(
    "SELECT count(*) AS n FROM shipments WHERE client_id = $1 AND source = 'MAN' AND NOT is_archived",
    [client!.client_id],
  );
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const reportId = crypto.randomUUID();
  const start = performance.now();
  await exportShipmentsJob.handler(
    { clientId: client!.client_id, reportId, inbox: 'ALL', filters: { source: 'MAN' } },
    { ...platformDependenciesOf(app), jobId: 'bench', retryCount: 0, enqueuedVersion: 1 },
  );
  clearInterval(sampler);
  // The job reports failures through its event rather than throwing: check the file is really there.
  const reportKey = clientFileKey(client!.client_id, 'reports', `shipments-${reportId}.csv`);
  const report = await app.storage.get(reportKey);
  const lines = report ? report.bytes.toString('utf8').split('\r\n').length - 2 : -1;
  if (lines !== Number(exportRow?.n)) throw new Error(`export wrote ${lines} rows, ${exportRow?.n} expected`);
  await app.storage.delete(reportKey);
  const exportFigures = {
    seconds: Number(((performance.now() - start) / 1000).toFixed(2)),
    rows: Number(exportRow?.n),
    peakRssMb: Math.round(peak / 1024 / 1024),
    rssBeforeMb: Math.round(before / 1024 / 1024),
    fileMb: Number(((report?.size ?? 0) / 1024 / 1024).toFixed(1)),
  };
  console.log(
    `export of ${exportFigures.rows} rows: ${exportFigures.seconds} s, peak RSS ${exportFigures.peakRssMb} MB (${exportFigures.rssBeforeMb} MB before)`,
  );

  const filter = 'inbox=ALL&carrier_name=GLS&order=service_asc&limit=20';
  const figures = {
    shipments: Number(totalRow?.n),
    clients: CLIENTS,
    largestClientShipments: Number(largestRow?.n),
    iterations: ITERATIONS,
    ...(await timeAll({
      listFirstPage: {
        label: 'list first page (carrier filter, service sort)',
        call: get(`/api/v1/shipments?${filter}&offset=0`),
      },
      listPage50: {
        label: 'list page 50 (carrier filter, service sort)',
        call: get(`/api/v1/shipments?${filter}&offset=980`),
      },
      listPage50Desc: {
        label: 'list page 50 (carrier filter, service_desc)',
        call: get('/api/v1/shipments?inbox=ALL&carrier_name=GLS&order=service_desc&limit=20&offset=980'),
      },
      listUnfilteredFirstPage: {
        label: 'list first page (no filter, newest first)',
        call: get('/api/v1/shipments?inbox=ALL&limit=20&offset=0'),
      },
      listSourceFilterFirstPage: {
        label: 'list first page (tracking inbox, source filter)',
        call: get('/api/v1/shipments?inbox=TRACKING&source=AMZ&limit=20&offset=0'),
      },
      listSearch: {
        label: 'list first page (search q, no match)',
        call: get('/api/v1/shipments?inbox=ALL&q=garcia&limit=20&offset=0'),
      },
      stats: { label: 'inbox counts', call: get('/api/v1/shipments/stats') },
    })),
    export: exportFigures,
  };

  await app.close();
  await database.close();
  writeFileSync(
    new URL('./results/shipments-list.json', import.meta.url),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
}

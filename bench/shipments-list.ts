// Shipments list, search, inbox counts and CSV export on PostgreSQL with 10 000 000 shipments over
// 1 000 clients, the bench account's client holding 1 000 000 of them. Seeds `shipdeck_bench` once and
// reuses it afterwards. Targets: every inbox and filter p95 ≤ 25 ms; a search that matches (an accented
// name typed without its accent, a common surname, a tracking number) p95 ≤ 30 ms; inbox counts ≤ 10 ms;
// the export of 200 000 rows grows the process's memory by ≤ 64 MB.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { INBOXES } from '@shipdeck/domain/shipments/shipment-states';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { exportShipmentsJob } from '../apps/server/src/modules/shipments/export-shipments.job.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { clientFileKey } from '../apps/server/src/platform/storage/file-storage.ts';
import { platformDependenciesOf } from '../apps/server/src/plugins/app/platform-dependencies.ts';
// Brings the `app.storage` decoration into this project's view of the Fastify types.
import type {} from '../apps/server/src/plugins/app/storage.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from '../apps/server/src/scripts/seed-accounts.ts';
import { ensureLargeClientShipments } from './support/large-client-shipments.ts';
import { percentile } from './support/stats.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = process.env.BENCH_DB_NAME ?? 'shipdeck_bench';
const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 10_000_000);
const LARGEST = Number(process.env.BENCH_LARGEST_CLIENT ?? 1_000_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const TARGET_LIST_P95_MS = 25;
const TARGET_SEARCH_P95_MS = 30;
const TARGET_STATS_P95_MS = 10;
const TARGET_EXPORT_RSS_GROWTH_MB = 64;
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
  const url = await ensureLargeClientShipments({
    adminUrl: ADMIN_URL,
    name: DB_NAME,
    largest: LARGEST,
    total: SHIPMENTS,
    clients: CLIENTS,
  });
  const database = await openDatabase({ kind: 'postgres', connectionString: url, poolSize: 10 });
  // Files go to a local directory, as a server stores them (the test setting keeps them in memory).
  const dataDir = mkdtempSync(join(tmpdir(), 'shipdeck-bench-list-'));
  const app = await buildApp({
    config: testConfig({ JOBS_ENABLED: false, NODE_ENV: 'development', DATA_DIR: dataDir }),
    database,
  });
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
  // (about a quarter of its 1 000 000).
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
    rssGrowthMb: Math.round((peak - before) / 1024 / 1024),
    fileMb: Number(((report?.size ?? 0) / 1024 / 1024).toFixed(1)),
  };
  console.log(
    `export of ${exportFigures.rows} rows: ${exportFigures.seconds} s, peak RSS ${exportFigures.peakRssMb} MB (${exportFigures.rssBeforeMb} MB before)`,
  );

  // A tracking number of the bench account's, picked from its shipments with one.
  const [tracked] = await database.query<{ tracking: string }>(
    `SELECT trackings->>0 AS tracking FROM shipments
     WHERE client_id = $1 AND jsonb_array_length(trackings) > 0 ORDER BY created_at LIMIT 1 OFFSET 5000`,
    [client!.client_id],
  );
  const filter = 'inbox=ALL&carrier_name=GLS&order=service_asc&limit=20';
  const inboxCalls = Object.fromEntries(
    INBOXES.map((inbox) => [
      `inbox${inbox}`,
      {
        label: `list first page (${inbox} inbox)`,
        call: get(`/api/v1/shipments?inbox=${inbox}&limit=20&offset=0`),
      },
    ]),
  ) as Record<string, Timed>;
  const lists = await timeAll({
    ...inboxCalls,
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
    listSourceFilterFirstPage: {
      label: 'list first page (tracking inbox, source filter)',
      call: get('/api/v1/shipments?inbox=TRACKING&source=AMZ&limit=20&offset=0'),
    },
    listRecipientFilter: {
      label: 'list first page (recipient surname filter, matching)',
      call: get(
        `/api/v1/shipments?inbox=ALL&recipient_surname=${encodeURIComponent('García')}&limit=20&offset=0`,
      ),
    },
    listRecipientFilterRare: {
      label: 'list first page (recipient name filter, no match)',
      call: get('/api/v1/shipments?inbox=ALL&recipient_name=Zbigniew&limit=20&offset=0'),
    },
  });
  const searches = await timeAll({
    searchAccentedName: {
      label: 'search an accented name typed without its accent (muller → Müller)',
      call: get('/api/v1/shipments?inbox=ALL&q=muller&limit=20&offset=0'),
    },
    searchCommonSurname: {
      label: 'search a common surname (garcia)',
      call: get('/api/v1/shipments?inbox=ALL&q=garcia&limit=20&offset=0'),
    },
    searchTrackingNumber: {
      label: `search a tracking number (${tracked?.tracking})`,
      call: get(`/api/v1/shipments?inbox=ALL&q=${encodeURIComponent(tracked!.tracking)}&limit=20&offset=0`),
    },
    searchNoMatch: {
      label: 'search with no match (zzqx)',
      call: get('/api/v1/shipments?inbox=ALL&q=zzqx&limit=20&offset=0'),
    },
  });
  const stats = await timeAll({ stats: { label: 'inbox counts', call: get('/api/v1/shipments/stats') } });
  const worst = (figures: Record<string, { p95: number }>) =>
    Math.max(...Object.values(figures).map((figure) => figure.p95));
  const figures = {
    shipments: Number(totalRow?.n),
    clients: CLIENTS,
    largestClientShipments: Number(largestRow?.n),
    iterations: ITERATIONS,
    targets: {
      listP95Ms: TARGET_LIST_P95_MS,
      searchP95Ms: TARGET_SEARCH_P95_MS,
      statsP95Ms: TARGET_STATS_P95_MS,
      exportRssGrowthMb: TARGET_EXPORT_RSS_GROWTH_MB,
    },
    isTargetMet: {
      lists: worst(lists) <= TARGET_LIST_P95_MS,
      searches: worst(searches) <= TARGET_SEARCH_P95_MS,
      stats: stats.stats.p95 <= TARGET_STATS_P95_MS,
      export: exportFigures.rssGrowthMb <= TARGET_EXPORT_RSS_GROWTH_MB,
    },
    ...lists,
    ...searches,
    ...stats,
    export: exportFigures,
    loadAverage: loadavg().map((value) => Math.round(value * 10) / 10),
  };

  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  writeFileSync(
    new URL('./results/shipments-list.json', import.meta.url),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
}

// `node --import tsx bench/explain-hot-queries.ts` (from the repository root)
// Prints, as Markdown, the PostgreSQL plans (EXPLAIN ANALYZE) of the queries behind the hot API calls —
// shipment list pages, inbox counts, search — for the largest client of a seeded database. Seeds
// `shipdeck_explain` once (npm run seed) and reuses it. docs/operations.md quotes its output.
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from '../apps/server/src/scripts/seed-accounts.ts';
import { ensureSeededShipments } from './support/seeded-shipments.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = process.env.EXPLAIN_DB_NAME ?? 'shipdeck_explain';
const SHIPMENTS = Number(process.env.EXPLAIN_SHIPMENTS ?? 300_000);
const CLIENTS = Number(process.env.EXPLAIN_CLIENTS ?? 300);

const CALLS = [
  ['Shipment list, first page (all inboxes, newest first)', '/api/v1/shipments?inbox=ALL&limit=20&offset=0'],
  [
    'Shipment list, page 50 of one carrier',
    '/api/v1/shipments?inbox=ALL&carrier_name=GLS&limit=20&offset=980',
  ],
  [
    'Shipment list, tracking inbox from one marketplace',
    '/api/v1/shipments?inbox=TRACKING&source=AMZ&limit=20&offset=0',
  ],
  ['Inbox counters', '/api/v1/shipments/stats'],
  ['Search by a common surname', '/api/v1/shipments?inbox=ALL&q=rossi&limit=20&offset=0'],
  ['Search by part of a reference', '/api/v1/shipments?inbox=ALL&q=s00004&limit=20&offset=0'],
] as const;

type Captured = { text: string; values: unknown[] };

/** Records the statements the app sends through its pool while `isCapturing`. */
const captureQueries = () => {
  const captured: Captured[] = [];
  let isCapturing = false;
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (isCapturing) {
      const text = typeof first === 'string' ? first : first.text;
      const values = (typeof first === 'string' ? second : (first.values ?? second)) ?? [];
      captured.push({ text, values });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return {
    during: async (work: () => Promise<unknown>) => {
      captured.length = 0;
      isCapturing = true;
      try {
        await work();
      } finally {
        isCapturing = false;
      }
      return [...captured];
    },
  };
};

const databaseUrl = await ensureSeededShipments({
  adminUrl: ADMIN_URL,
  name: DB_NAME,
  shipments: SHIPMENTS,
  clients: CLIENTS,
});
const capture = captureQueries();
const database = await openDatabase({ kind: 'postgres', connectionString: databaseUrl });
await database.exec('VACUUM (ANALYZE) shipments, shipment_counts, shipment_carrier_counts');
const app = await buildApp({ config: testConfig({ JOBS_ENABLED: false }), database });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { tenant: 'shipdeck', email: BENCH_EMAIL, password: BENCH_PASSWORD },
});
if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
const headers = { cookie: login.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
const [sizes] = await database.query<{ total: string; largest: string }>(
  `SELECT (SELECT count(*) FROM shipments) AS total,
     (SELECT count(*) FROM shipments s JOIN users u ON u.client_id = s.client_id WHERE u.email = $1) AS largest`,
  [BENCH_EMAIL],
);
console.log(
  `${sizes?.total} shipments; the largest client, whose calls these are, holds ${sizes?.largest}.\n`,
);

for (const [title, url] of CALLS) {
  // Warm once so the plans below are of cached pages, as on a live server.
  await app.inject({ method: 'GET', url, headers });
  const queries = await capture.during(() => app.inject({ method: 'GET', url, headers }));
  const shipmentQueries = queries.filter((q) => /shipment/i.test(q.text) && /^\s*select/i.test(q.text));
  console.log(`### ${title}\n\n\`GET ${url}\`\n`);
  for (const query of shipmentQueries) {
    const plan = await database.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF, SUMMARY ON) ${query.text}`,
      query.values,
    );
    console.log('```sql');
    // The page query names every column; the list says nothing about the plan.
    const text = query.text.replace(/\s+/g, ' ').trim();
    console.log(text.replace(/^select (?:"\w+", ){5,}"\w+" from/, 'select <every column> from'));
    console.log('```\n```');
    console.log(plan.map((line) => line['QUERY PLAN']).join('\n'));
    console.log('```\n');
  }
}
await app.close();
await database.close();

// Throughput of the hot reads over HTTP with concurrency, side by side with a bare Fastify route that
// answers the same bytes: the built server as `npm start` runs it, on the embedded database with the demo
// seed, signed in as the demo seller (a few hundred shipments). Target: each read serves at least 30 % of
// the requests a second of its bare route. The load generator (autocannon) shares the two cores with the
// servers, so the ratio is the figure to read; the absolute rates move with the machine's load.
//
// BENCH_HTTP_DATABASE=postgres runs the server on PostgreSQL (a fresh `shipdeck_bench_http` database on
// BENCH_ADMIN_URL's server) instead of the embedded PGlite, and measures the list's database floors beside
// it: the bare route behind the session and rows queries alone, and behind the session query alone
// (bench/support/bare-server.mjs).
// BENCH_HTTP_ROOT points at another checkout to measure it the same way (BENCH_HTTP_COMMAND=tsx for one
// from before the build step); BENCH_HTTP_RESULT names the result file.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../apps/server/src/modules/identity-seed/seed-demo-account.ts';
import { benchDatabaseUrl, freshBenchDatabase } from './support/bench-database.ts';

const root = process.env.BENCH_HTTP_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const command = process.env.BENCH_HTTP_COMMAND === 'tsx' ? 'tsx' : 'built';
const seconds = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const connections = 10;
const target = 0.3;
const serverPort = 3993;
const databaseKind = process.env.BENCH_HTTP_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDatabase = 'shipdeck_bench_http';

/** A fresh PostgreSQL database for the server to migrate and seed, or none for PGlite. */
const freshDatabaseUrl = async () => {
  if (databaseKind === 'pglite') return undefined;
  await freshBenchDatabase(adminUrl, benchDatabase);
  return benchDatabaseUrl(adminUrl, benchDatabase);
};
const barePort = 3994;

type Read = { name: string; url: (reference: string) => string };
const reads: Read[] = [
  { name: 'health', url: () => '/api/health' },
  { name: 'shipmentsList', url: () => '/api/v1/shipments?inbox=ALL&limit=20&offset=0' },
  {
    name: 'shipmentsListFiltered',
    url: () => '/api/v1/shipments?inbox=ALL&carrier_name=GLS&order=service_asc&limit=20&offset=0',
  },
  { name: 'shipmentStats', url: () => '/api/v1/shipments/stats' },
  { name: 'shipment', url: (reference) => `/api/v1/shipments/${reference}` },
];

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

const startServer = async (dataDir: string, databaseUrl: string | undefined) => {
  const args =
    command === 'tsx' ? ['--import', 'tsx', 'apps/server/src/server.ts'] : ['apps/server/dist/server.js'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  await waitForLine(child, /Shipdeck is running at/);
  return child;
};

const signIn = async () => {
  const response = await fetch(`http://127.0.0.1:${serverPort}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant: 'shipdeck', email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

type Figures = { requestsPerSecond: number; latencyP50Ms: number; latencyP99Ms: number; errors: number };

const load = async (url: string, cookie?: string): Promise<Figures> => {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: failures,
  };
};

const ratioOf = (served: Figures, bare: Figures) =>
  Number((served.requestsPerSecond / Math.max(1, bare.requestsPerSecond)).toFixed(3));

const floorAt = async (prefix: string, path: string, cookie: string) => {
  const url = `http://127.0.0.1:${barePort}${prefix}${path}`;
  await autocannon({ url, connections, amount: 500, headers: { cookie } });
  return load(url, cookie);
};

/**
 * The bare route behind the least reading a signed-in list needs (its session and its page's rows, one
 * plain query each): what any server that reads the database per request can reach at best; and behind
 * the session alone: the best of a list answered from a cache checked once a request.
 */
const databaseFloors = async (path: string, cookie: string) => {
  const sessionAndRows = await floorAt('/floor', path, cookie);
  const sessionOnly = await floorAt('/floor-session', path, cookie);
  console.log(
    `  database floors: session and rows ${sessionAndRows.requestsPerSecond} req/s, session only ${sessionOnly.requestsPerSecond} req/s`,
  );
  return { sessionAndRows, sessionOnly };
};

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

export async function run() {
  if (command === 'built') {
    const build = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server did not build');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'shipdeck-http-'));
  const children: ChildProcess[] = [];
  try {
    const databaseUrl = await freshDatabaseUrl();
    const server = await startServer(dataDir, databaseUrl);
    children.push(server);
    const cookie = await signIn();
    const list = await fetch(`http://127.0.0.1:${serverPort}${reads[1]!.url('')}`, { headers: { cookie } });
    const listBody = (await list.json()) as {
      content: { reference: string }[];
      pagination: { totalElements: number };
    };
    const reference = listBody.content[0]!.reference;

    // The bytes each read answers, for the bare routes to answer too.
    const bare = [];
    for (const read of reads) {
      const response = await fetch(`http://127.0.0.1:${serverPort}${read.url(reference)}`, {
        headers: { cookie },
      });
      if (!response.ok) throw new Error(`${read.name}: HTTP ${response.status}`);
      bare.push({
        url: read.url(reference),
        contentType: response.headers.get('content-type') ?? 'application/json',
        body: await response.text(),
      });
    }
    const routesFile = join(dataDir, 'bare-routes.json');
    writeFileSync(routesFile, JSON.stringify(bare));
    const bareServer = spawn(
      process.execPath,
      [fileURLToPath(new URL('./support/bare-server.mjs', import.meta.url)), routesFile, String(barePort)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...(databaseUrl ? { FLOOR_DATABASE_URL: databaseUrl } : {}) },
      },
    );
    children.push(bareServer);
    await waitForLine(bareServer, /listening/);

    const loadBefore = loadavg()[0] ?? 0;
    const results: Record<string, unknown> = {};
    for (const read of reads) {
      const path = read.url(reference);
      // Warm-up: plans cached, serializers compiled, JIT settled.
      await autocannon({
        url: `http://127.0.0.1:${serverPort}${path}`,
        connections,
        amount: 500,
        headers: { cookie },
      });
      await autocannon({ url: `http://127.0.0.1:${barePort}${path}`, connections, amount: 500 });
      const app = await load(`http://127.0.0.1:${serverPort}${path}`, cookie);
      const bareRoute = await load(`http://127.0.0.1:${barePort}${path}`);
      const ratio = ratioOf(app, bareRoute);
      console.log(
        `${read.name}: ${app.requestsPerSecond} req/s (p50 ${app.latencyP50Ms} ms, p99 ${app.latencyP99Ms} ms) against bare ${bareRoute.requestsPerSecond} req/s: ${(ratio * 100).toFixed(1)} %`,
      );
      const floors = databaseUrl && read.name === 'shipmentsList' ? await databaseFloors(path, cookie) : null;
      results[read.name] = {
        path,
        responseBytes: Buffer.byteLength(bare[reads.indexOf(read)]!.body),
        app,
        bare: bareRoute,
        ratio,
        ...(floors
          ? {
              databaseFloors: {
                sessionAndRows: {
                  ...floors.sessionAndRows,
                  ratio: ratioOf(floors.sessionAndRows, bareRoute),
                },
                sessionOnly: { ...floors.sessionOnly, ratio: ratioOf(floors.sessionOnly, bareRoute) },
              },
            }
          : {}),
      };
    }
    await sleep(0);
    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).stdout.trim();
    const result = {
      benchmark: 'http-throughput',
      measuredAt: new Date().toISOString(),
      commit,
      command,
      database: databaseKind,
      seconds,
      connections,
      target,
      demoShipments: listBody.pagination.totalElements,
      loadAverage: { before: Number(loadBefore.toFixed(1)), after: Number((loadavg()[0] ?? 0).toFixed(1)) },
      reads: results,
    };
    const name = process.env.BENCH_HTTP_RESULT ?? 'http-throughput';
    writeFileSync(new URL(`./results/${name}.json`, import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// A bulk purchase of 1 000 shipments on PostgreSQL (target: ≤ 10 s from POST /orders to every label
// READY_TO_PRINT). An order holds at most 500 shipments, so the 1 000 go as two orders of 500 sent at the
// same instant. The app runs as in production: job workers on (JOBS_ENABLED, pg-boss polling and NOTIFY
// wake-ups, the label job's own concurrency), labels drawn on one PDF worker thread (PDF_THREADS=1);
// nothing is drained by hand. Each run is a fresh seller with ready-to-purchase drafts and, per order, a
// card the sandbox approved (3-D Secure) for its total; the clock starts before the POSTs and stops when
// the database holds every shipment READY_TO_PRINT. BENCH_ORDER_SHIPMENTS=200 measures one smaller order.
// An untimed order of BENCH_ORDER_WARMUP shipments (default 50) goes first, as a server that has been
// answering for a while has compiled its code paths; its figure is printed and recorded beside the runs.
// Uses its own database (`shipdeck_bench_orders`), created and migrated here; `shipdeck_bench` is left alone.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { seedReadyDrafts } from '../apps/server/src/modules/orders/seed-order-drafts.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { closePdfWorkers, configurePdfWorkers } from '../apps/server/src/platform/workers/pdf-pool.ts';
import { benchDatabaseUrl, ensureBenchDatabase } from './support/bench-database.ts';
import { registerBenchSeller } from './support/bench-seller.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = process.env.BENCH_ORDERS_DB_NAME ?? 'shipdeck_bench_orders';
const SHIPMENTS = Number(process.env.BENCH_ORDER_SHIPMENTS ?? 1000);
const WARMUP_SHIPMENTS = Number(process.env.BENCH_ORDER_WARMUP ?? 50);
/** The most shipments one order takes (orders.schema). */
const ORDER_LIMIT = 500;
const RUNS = Number(process.env.BENCH_ORDER_RUNS ?? 3);
const TARGET_SECONDS = 10;
const TIMEOUT_MS = 120_000;

const round = (value: number, digits = 3) => Number(value.toFixed(digits));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const databaseUrl = () => benchDatabaseUrl(ADMIN_URL, DB_NAME);
const ensureDatabase = () => ensureBenchDatabase(ADMIN_URL, DB_NAME);

const billing = {
  type: 'business',
  companyName: 'Bench Books SL',
  taxId: 'B12345674',
  firstName: 'Ana',
  lastName: 'García',
  email: 'billing@example.es',
  phone: '+34600111222',
  address: 'Calle Mayor 1',
  location: 'Madrid',
  zipCode: '28013',
  country: 'ES',
};

type App = Awaited<ReturnType<typeof buildApp>>;

/** A fresh seller with billing data, and a way to approve a card for an order as the browser does. */
const sellerWithCard = async (app: App) => {
  const { headers, call, clientId } = await registerBenchSeller(app, {
    email: `bench-order-${randomUUID().slice(0, 8)}@example.test`,
    lastName: 'Seller',
    acceptsPolicies: true,
  });
  await call('PUT', '/billing-client', billing);
  /** A card approved by 3-D Secure for what these shipments cost: a nonce charges only that amount. */
  const approveCardFor = async (references: string[]) => {
    const priced = await call('POST', '/shipments/price', { references });
    const { nonce } = await call('POST', '/payments/sandbox/tokenize', {
      method: 'creditcard3dsecure',
      card: { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' },
    });
    const amount = priced.totalPrice.totalPrice as number;
    const { challengeId } = await call('POST', '/payments/3ds', { nonce, amount });
    const verified = await call('POST', `/payments/3ds/${challengeId}/complete`, { code: '1234' });
    return verified.nonce as string;
  };
  return { headers, clientId, approveCardFor };
};

/**
 * Waits (untimed) until no job is queued or running, so that a run does not share the machine with the
 * buyer e-mails and marketplace jobs the previous run's labels queued.
 */
const waitForQuietQueue = async (app: App) => {
  const started = performance.now();
  for (;;) {
    const [row] = await app.database.query<{ n: string }>(
      "SELECT count(*) AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND start_after <= now()",
    );
    if (Number(row?.n) === 0) return;
    if (performance.now() - started > TIMEOUT_MS) throw new Error(`${row?.n} jobs still queued`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const oneRun = async (app: App, run: number, shipments = SHIPMENTS) => {
  await waitForQuietQueue(app);
  const seller = await sellerWithCard(app);
  const references = await seedReadyDrafts(app.database, {
    clientId: seller.clientId,
    count: shipments,
    prefix: `BO${Date.now().toString(36).toUpperCase()}${run}`,
  });
  const orders: string[][] = [];
  for (let first = 0; first < references.length; first += ORDER_LIMIT)
    orders.push(references.slice(first, first + ORDER_LIMIT));
  const nonces: string[] = [];
  for (const shipments of orders) nonces.push(await seller.approveCardFor(shipments));
  const started = performance.now();
  const responses = await Promise.all(
    orders.map((shipments, index) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: seller.headers,
        payload: {
          shipments,
          payment: { type: 'DIRECT', method: 'creditcard3dsecure', nonce: nonces[index] },
          carriersTermsAndConditions: true,
          idempotencyKey: randomUUID(),
        },
      }),
    ),
  );
  const responseMs = performance.now() - started;
  // CPU of this process while the workers make the labels: near the wall time means rendering-bound.
  const cpuBefore = process.cpuUsage();
  let bought = 0;
  for (const response of responses) {
    if (response.statusCode !== 201) throw new Error(`order failed: ${response.statusCode} ${response.body}`);
    const body = response.json() as { shipments: { status: boolean }[] };
    bought += body.shipments.filter((s) => s.status).length;
  }
  if (bought !== shipments) throw new Error(`orders bought ${bought} of ${shipments}`);

  let ready = 0;
  while (ready < shipments) {
    if (performance.now() - started > TIMEOUT_MS)
      throw new Error(`only ${ready} of ${shipments} labels ready after ${TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [row] = await app.database.query<{ n: string }>(
      "SELECT count(*) AS n FROM shipments WHERE client_id = $1 AND state = 'READY_TO_PRINT'",
      [seller.clientId],
    );
    ready = Number(row?.n);
  }
  const allReadyMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);

  const [charges] = await app.database.query<{ n: string }>(
    'SELECT count(*) AS n FROM sandbox_payment_charges WHERE client_id = $1',
    [seller.clientId],
  );
  const [labelJobs] = await app.database.query<{ n: string }>(
    `SELECT count(*) AS n FROM pgboss.job
     WHERE name = 'shipment.label.generate' AND data->'payload'->>'shipmentId' IN
       (SELECT id::text FROM shipments WHERE client_id = $1)`,
    [seller.clientId],
  );
  return {
    responseSeconds: round(responseMs / 1000),
    allReadySeconds: round(allReadyMs / 1000),
    labelPhaseSeconds: round((allReadyMs - responseMs) / 1000),
    labelPhaseCpuSeconds: round((cpu.user + cpu.system) / 1e6),
    orders: orders.length,
    charges: Number(charges?.n),
    labelJobs: Number(labelJobs?.n),
  };
};

export async function run() {
  await ensureDatabase();
  const database = await openDatabase({ kind: 'postgres', connectionString: databaseUrl() });
  await migrate(database);
  // Jobs a stopped bench process left queued belong to nobody now: they would run during the first run.
  await database
    .query("DELETE FROM pgboss.job WHERE state IN ('created', 'retry', 'active')")
    .catch(() => {});
  // Production settings for the parts that matter here: job workers on, labels written to disk.
  const dataDir = mkdtempSync(join(tmpdir(), 'shipdeck-bench-orders-'));
  const app = await buildApp({
    config: testConfig({ JOBS_ENABLED: true, NODE_ENV: 'development', DATA_DIR: dataDir }),
    database,
  });
  await app.ready();
  await configurePdfWorkers({ threads: 1 });
  const runs = [];
  let warmUp: Awaited<ReturnType<typeof oneRun>> | null = null;
  try {
    if (WARMUP_SHIPMENTS > 0) {
      warmUp = await oneRun(app, RUNS, WARMUP_SHIPMENTS);
      console.log(`warm-up (untimed): ${WARMUP_SHIPMENTS} READY_TO_PRINT ${warmUp.allReadySeconds} s`);
    }
    for (let i = 0; i < RUNS; i++) {
      const figures = await oneRun(app, i);
      console.log(
        `run ${i + 1}: ${figures.orders} × POST /orders ${figures.responseSeconds} s, all ${SHIPMENTS} READY_TO_PRINT ${figures.allReadySeconds} s ` +
          `(${figures.labelPhaseCpuSeconds} s CPU in the label phase), ${figures.charges} charges, ${figures.labelJobs} label jobs`,
      );
      runs.push(figures);
    }
  } finally {
    await closePdfWorkers();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const result = {
    benchmark: 'bulk-order',
    measuredAt: new Date().toISOString(),
    database: 'postgres',
    jobs: 'workers running as in production (no drain), PDF_THREADS=1',
    shipments: SHIPMENTS,
    shipmentsPerOrder: Math.min(SHIPMENTS, ORDER_LIMIT),
    warmUp: warmUp && { shipments: WARMUP_SHIPMENTS, allReadySeconds: warmUp.allReadySeconds },
    runs,
    responseSecondsMedian: round(median(runs.map((r) => r.responseSeconds))),
    allReadySecondsMedian: round(median(runs.map((r) => r.allReadySeconds))),
    targetSeconds: TARGET_SECONDS,
    meetsTarget: runs.every((r) => r.allReadySeconds <= TARGET_SECONDS),
    machine: {
      cpus: availableParallelism(),
      node: process.version,
      loadAverage: loadavg().map((v) => round(v, 2)),
    },
  };
  console.log(result);
  writeFileSync(
    new URL('./results/bulk-order.json', import.meta.url),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  if (!result.meetsTarget)
    throw new Error(
      `bulk order took ${result.allReadySecondsMedian} s (median), target < ${TARGET_SECONDS} s`,
    );
  return result;
}

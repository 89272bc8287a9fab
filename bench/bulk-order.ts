// A bulk order of 200 shipments on PostgreSQL (target: < 10 s from POST /orders to every label
// READY_TO_PRINT). The app runs its job workers as in production (JOBS_ENABLED, pg-boss polling and
// NOTIFY wake-ups, the label job's own concurrency): nothing is drained by hand. Each run is a fresh
// seller with 200 ready-to-purchase drafts and a card the sandbox approved (3-D Secure) for their
// total; the clock starts before the POST and stops when the database holds 200 READY_TO_PRINT shipments of the order.
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
import { benchDatabaseUrl, ensureBenchDatabase } from './support/bench-database.ts';
import { registerBenchSeller } from './support/bench-seller.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = process.env.BENCH_ORDERS_DB_NAME ?? 'shipdeck_bench_orders';
const SHIPMENTS = Number(process.env.BENCH_ORDER_SHIPMENTS ?? 200);
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

const oneRun = async (app: App, run: number) => {
  const seller = await sellerWithCard(app);
  const references = await seedReadyDrafts(app.database, {
    clientId: seller.clientId,
    count: SHIPMENTS,
    prefix: `BO${Date.now().toString(36).toUpperCase()}${run}`,
  });
  const nonce = await seller.approveCardFor(references);
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: seller.headers,
    payload: {
      shipments: references,
      payment: { type: 'DIRECT', method: 'creditcard3dsecure', nonce },
      carriersTermsAndConditions: true,
      idempotencyKey: randomUUID(),
    },
  });
  const responseMs = performance.now() - started;
  // CPU of this process while the workers make the labels: near the wall time means rendering-bound.
  const cpuBefore = process.cpuUsage();
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { shipments: { status: boolean }[] };
  const bought = body.shipments.filter((s) => s.status).length;
  if (bought !== SHIPMENTS) throw new Error(`order bought ${bought} of ${SHIPMENTS}`);

  let ready = 0;
  while (ready < SHIPMENTS) {
    if (performance.now() - started > TIMEOUT_MS)
      throw new Error(`only ${ready} of ${SHIPMENTS} labels ready after ${TIMEOUT_MS} ms`);
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
    charges: Number(charges?.n),
    labelJobs: Number(labelJobs?.n),
  };
};

export async function run() {
  await ensureDatabase();
  const database = await openDatabase({ kind: 'postgres', connectionString: databaseUrl() });
  await migrate(database);
  // Production settings for the parts that matter here: job workers on, labels written to disk.
  const dataDir = mkdtempSync(join(tmpdir(), 'shipdeck-bench-orders-'));
  const app = await buildApp({
    config: testConfig({ JOBS_ENABLED: true, NODE_ENV: 'development', DATA_DIR: dataDir }),
    database,
  });
  await app.ready();
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const figures = await oneRun(app, i);
      console.log(
        `run ${i + 1}: POST /orders ${figures.responseSeconds} s, all ${SHIPMENTS} READY_TO_PRINT ${figures.allReadySeconds} s, ` +
          `${figures.charges} charge, ${figures.labelJobs} label jobs`,
      );
      runs.push(figures);
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const result = {
    benchmark: 'bulk-order',
    measuredAt: new Date().toISOString(),
    database: 'postgres',
    jobs: 'workers running as in production (no drain)',
    shipmentsPerOrder: SHIPMENTS,
    runs,
    responseSecondsMedian: round(median(runs.map((r) => r.responseSeconds))),
    allReadySecondsMedian: round(median(runs.map((r) => r.allReadySeconds))),
    targetSeconds: TARGET_SECONDS,
    meetsTarget: runs.every((r) => r.allReadySeconds < TARGET_SECONDS),
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

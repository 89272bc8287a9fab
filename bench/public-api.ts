// The public API under 50 programs at once, on PostgreSQL: each program (its own seller, API key and stored
// SEPA mandate) creates a shipment, prices it, pays for it with an Idempotency-Key, waits for its label and
// downloads the PDF, over HTTP with `Authorization: Bearer`. Job workers run as in production (no drain).
// Figures: each step's latency (p50, p95, max) and the wall time of the whole round.
// Uses its own database (`shipdeck_bench_public_api`), created and migrated here.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { benchDatabaseUrl, ensureBenchDatabase } from './support/bench-database.ts';
import { registerBenchSeller } from './support/bench-seller.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = process.env.BENCH_PUBLIC_API_DB_NAME ?? 'shipdeck_bench_public_api';
const PROGRAMS = Number(process.env.BENCH_PUBLIC_API_PROGRAMS ?? 50);
const TIMEOUT_MS = 120_000;

const round = (value: number) => Math.round(value * 10) / 10;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

const databaseUrl = () => benchDatabaseUrl(ADMIN_URL, DB_NAME);
const ensureDatabase = () => ensureBenchDatabase(ADMIN_URL, DB_NAME);

type App = Awaited<ReturnType<typeof buildApp>>;

const address = (label: string) => ({
  firstName: 'Ana',
  lastName: label,
  phone: '+34600111222',
  email: 'ana@example.es',
  street1: 'Calle Mayor 1',
  alpha2Code: 'ES',
  zipCode: '28013',
  city: 'Madrid',
});
const paris = {
  ...address('Martin'),
  phone: '+33612345678',
  street1: '10 Rue de Rivoli',
  alpha2Code: 'FR',
  zipCode: '75001',
  city: 'Paris',
};

/** A seller set up in the browser: consent, invoicing details, a stored SEPA mandate and an API key. */
const program = async (app: App) => {
  const { call } = await registerBenchSeller(app, {
    email: `bench-api-${randomUUID().slice(0, 8)}@example.test`,
    lastName: 'Program',
    acceptsPolicies: true,
  });
  await call('PUT', '/billing-client', {
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
  });
  const { nonce } = await call('POST', '/payments/sandbox/tokenize', {
    method: 'directdebit',
    iban: 'DE89370400440532013000',
  });
  const { id: paymentMethodId } = await call('POST', '/payment-methods', {
    type: 'DIRECT',
    method: 'directdebit',
    nonce,
  });
  const { apiKey } = await call('POST', '/api-key');
  return { key: apiKey.token as string, paymentMethodId: paymentMethodId as string };
};

const timed = async <T>(times: number[], work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  times.push(performance.now() - started);
  return result;
};

export async function run() {
  await ensureDatabase();
  const database = await openDatabase({ kind: 'postgres', connectionString: databaseUrl(), poolSize: 20 });
  await migrate(database);
  const dataDir = mkdtempSync(join(tmpdir(), 'shipdeck-bench-public-api-'));
  const app = await buildApp({
    config: testConfig({
      JOBS_ENABLED: true,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      API_RATE_LIMIT_PER_MINUTE: 100_000,
    }),
    database,
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const steps = {
    create: [] as number[],
    price: [] as number[],
    pay: [] as number[],
    labelReady: [] as number[],
    label: [] as number[],
  };
  let wallMs = 0;
  try {
    const programs = [];
    for (let i = 0; i < PROGRAMS; i++) programs.push(await program(app));

    const request = async (
      key: string,
      method: string,
      path: string,
      body?: object,
      extra: Record<string, string> = {},
    ) => {
      const response = await fetch(`${base}/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...extra,
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response;
    };
    const oneProgram = async ({ key, paymentMethodId }: { key: string; paymentMethodId: string }) => {
      const created = (await timed(steps.create, async () =>
        (
          await request(
            key,
            'POST',
            '/shipments',
            {
              from: address('García'),
              to: paris,
              parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
              service: { id: 'gls-euro-business' },
              content: { description: 'Books', value: 3500 },
            },
            { 'idempotency-key': randomUUID() },
          )
        ).json(),
      )) as { reference: string };
      const reference = created.reference as string;
      await timed(steps.price, () => request(key, 'POST', '/shipments/price', { references: [reference] }));
      await timed(steps.pay, () =>
        request(
          key,
          'POST',
          '/orders',
          {
            shipments: [reference],
            payment: { type: 'DIRECT', method: 'directdebit', paymentMethodId },
            carriersTermsAndConditions: true,
            idempotencyKey: randomUUID(),
          },
          { 'idempotency-key': randomUUID() },
        ),
      );
      await timed(steps.labelReady, async () => {
        const started = performance.now();
        for (;;) {
          const shipment = (await (await request(key, 'GET', `/shipments/${reference}`)).json()) as {
            state: string;
          };
          if (shipment.state === 'READY_TO_PRINT') return;
          if (performance.now() - started > TIMEOUT_MS)
            throw new Error(`${reference} not ready: ${shipment.state}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      await timed(steps.label, async () => {
        const pdf = Buffer.from(
          await (await request(key, 'GET', `/shipments/${reference}/label`)).arrayBuffer(),
        );
        if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('the label is not a PDF');
      });
    };
    const started = performance.now();
    await Promise.all(programs.map(oneProgram));
    wallMs = performance.now() - started;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const figures = Object.fromEntries(
    Object.entries(steps).map(([step, times]) => [
      step,
      {
        p50Ms: round(percentile(times, 0.5)),
        p95Ms: round(percentile(times, 0.95)),
        maxMs: round(Math.max(...times)),
      },
    ]),
  );
  const result = {
    benchmark: 'public-api',
    measuredAt: new Date().toISOString(),
    database: 'postgres',
    programs: PROGRAMS,
    flow: 'create (Idempotency-Key) → price → pay by stored SEPA mandate (Idempotency-Key) → wait READY_TO_PRINT → label PDF',
    wallSeconds: round(wallMs / 1000),
    steps: figures,
    machine: { cores: availableParallelism(), loadAverage: loadavg().map(round) },
  };
  console.log(JSON.stringify(result, null, 2));
  writeFileSync(
    new URL('./results/public-api.json', import.meta.url),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  return result;
}

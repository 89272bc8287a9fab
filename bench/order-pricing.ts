// Pricing of an order of 100 shipments (target: p95 < 200 ms): POST /shipments/price with
// 100 references through `app.inject` (auth, validation, loading the shipments, re-rating each
// service with the carrier, extras and vouchers, serialization). Shipments vary in route, service
// and parcels, and a third carry extras or a voucher, so the rating cache sees realistic reuse.
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { registerBenchSeller } from './support/bench-seller.ts';
import { percentile } from './support/stats.ts';

const SHIPMENTS = 100;
const ITERATIONS = 100;
const WARM_UP = 10;
const TARGET_P95_MS = 200;

const sender = {
  firstName: 'Ana',
  lastName: 'García',
  phone: '+34600111222',
  street1: 'Calle Mayor 1',
  alpha2Code: 'ES',
  zipCode: '28013',
  city: 'Madrid',
};
const DESTINATIONS = [
  { alpha2Code: 'FR', zipCode: '75001', city: 'Paris' },
  { alpha2Code: 'FR', zipCode: '69003', city: 'Lyon' },
  { alpha2Code: 'DE', zipCode: '10115', city: 'Berlin' },
  { alpha2Code: 'IT', zipCode: '20121', city: 'Milano', state: 'MI' },
  { alpha2Code: 'PT', zipCode: '1000-001', city: 'Lisboa' },
];
const SERVICES = [
  { id: 'gls-euro-business', carrierId: 'gls', carrierName: 'GLS', name: 'EuroBusinessParcel' },
  { id: 'dpd-classic', carrierId: 'dpd', carrierName: 'DPD', name: 'Classic' },
  { id: 'ups-standard', carrierId: 'ups', carrierName: 'UPS', name: 'Standard' },
];

const round = (value: number) => Number(value.toFixed(3));

export async function run() {
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  const app = await buildApp({ config: testConfig({ JOBS_ENABLED: false }), database });
  await app.ready();
  const { headers } = await registerBenchSeller(app, {
    email: 'bench-pricing@example.test',
    lastName: 'Seller',
  });

  const references: string[] = [];
  for (let i = 0; i < SHIPMENTS; i++) {
    const destination = DESTINATIONS[i % DESTINATIONS.length]!;
    const service = SERVICES[i % SERVICES.length]!;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers,
      payload: {
        from: sender,
        to: { ...sender, firstName: `Recipient ${i}`, ...destination },
        parcels: Array.from({ length: 1 + (i % 3) }, (_, p) => ({
          height: 10 + p,
          length: 30,
          width: 20,
          weight: 1 + (i % 7) * 0.5,
        })),
        service: { ...service, dropOffOrigin: false, dropOffDestination: false, customsRequired: false },
        content: { description: 'Books', value: 2000 + i * 10 },
      },
    });
    if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
    const reference = created.json().reference as string;
    references.push(reference);
    if (i % 3 === 0) {
      const extras = await app.inject({
        method: 'PUT',
        url: `/api/v1/shipments/${reference}/products`,
        headers,
        payload: i % 2 === 0 ? { voucher: 'WELCOME10' } : { insurance: { option: 'PLATFORM_INSURANCE' } },
      });
      if (extras.statusCode !== 200) throw new Error(`extras failed: ${extras.body}`);
    }
  }

  const samples: number[] = [];
  let totalPrice = 0;
  for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments/price',
      headers,
      payload: { references },
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`price failed: ${response.statusCode} ${response.body}`);
    if (i === 0) totalPrice = response.json().totalPrice.totalPrice;
    if (i >= WARM_UP) samples.push(elapsed);
  }
  await app.close();
  await database.close();

  const result = {
    benchmark: 'order-pricing',
    measuredAt: new Date().toISOString(),
    database: 'pglite',
    shipmentsPerOrder: SHIPMENTS,
    iterations: ITERATIONS,
    targetP95Ms: TARGET_P95_MS,
    p50Ms: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    maxMs: round(Math.max(...samples)),
    totalPriceCents: totalPrice,
    machine: { cpus: availableParallelism(), loadAverage: loadavg().map(round) },
  };
  console.log(result);
  writeFileSync(
    new URL('./results/order-pricing.json', import.meta.url),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  if (result.p95Ms >= TARGET_P95_MS)
    throw new Error(`order pricing p95 ${result.p95Ms} ms is over ${TARGET_P95_MS} ms`);
  return result;
}

// Service search latency (target: p95 < 20 ms): 1 000 varied queries through `app.inject`
// (auth, bracketed query parsing, validation, rating, serialization), against a floor: the same
// route stack whose handler returns a precomputed answer. The difference is what rating costs.
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import {
  type ServiceSearchResponse,
  serviceSearchQuerySchema,
  serviceSearchResponseSchema,
} from '@shipdeck/domain/carriers/carriers.schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { parseBracketQuery } from '../apps/server/src/modules/carriers/bracket-query.ts';
import { getCarrierOffer } from '../apps/server/src/modules/carriers/carrier-offer.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { requireAuth } from '../apps/server/src/plugins/app/auth-context.ts';
import { percentile } from './support/stats.ts';

const QUERIES = 1000;
const WARM_UP = 100;
const TARGET_P95_MS = 20;

const PLACES: Record<string, string[]> = {
  ES: ['28001', '08013', '41001', '46002', '07001', '35001', '48005', '29601'],
  FR: ['75001', '69003', '13001', '33000', '20000', '59000'],
  DE: ['10115', '80331', '50667', '20095'],
  IT: ['00184', '20121', '80133', '10121'],
  BE: ['1000', '2000', '9000'],
  NL: ['1011 AB', '3011', '3511'],
  PT: ['1000-001', '4000-001', '9000-001'],
  GB: ['SW1A 1AA', 'M1 1AE', 'EH1 1YZ'],
  AT: ['1010', '8010'],
  PL: ['00-950', '30-001'],
};
const WORLD: [string, string][] = [
  ['US', '10001'],
  ['CA', 'K1A 0B1'],
  ['JP', '100-0001'],
  ['AU', '2000'],
  ['CH', '8001'],
  ['NO', '0150'],
  ['BR', '01310-100'],
  ['MA', '10000'],
];

/** A small deterministic generator, so every run measures the same queries. */
const random = (() => {
  let state = 0x2545f491;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
})();
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const place = (): [string, string] => {
  const country = pick(Object.keys(PLACES));
  return [country, pick(PLACES[country]!)];
};

const queryString = () => {
  const params = new URLSearchParams();
  const from = place();
  const roll = random();
  const to = roll < 0.4 ? [from[0], pick(PLACES[from[0]]!)] : roll < 0.85 ? place() : pick(WORLD);
  params.append('from[country]', from[0]);
  params.append('from[zip]', from[1]);
  params.append('to[country]', to[0]!);
  params.append('to[zip]', to[1]!);
  const parcels = 1 + Math.floor(random() * random() * 4);
  for (let index = 0; index < parcels; index++) {
    params.append(`packages[${index}][weight]`, (0.1 + random() * 25).toFixed(random() < 0.5 ? 1 : 2));
    params.append(`packages[${index}][length]`, String(10 + Math.floor(random() * 80)));
    params.append(`packages[${index}][width]`, String(10 + Math.floor(random() * 50)));
    params.append(`packages[${index}][height]`, String(5 + Math.floor(random() * 40)));
  }
  params.append('sortBy', 'totalPrice');
  params.append('source', 'PRO');
  return params.toString();
};

const round = (value: number) => Number(value.toFixed(3));

export async function run() {
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  const app = await buildApp({ config: testConfig({ JOBS_ENABLED: false }), database });
  const queries = Array.from({ length: QUERIES }, queryString);

  // The floor: the same access, query parsing, validation and response serialization, no rating.
  let precomputed: ServiceSearchResponse = { services: [] };
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      typed.addHook('preValidation', async (request) => {
        request.query = parseBracketQuery(request.query as Record<string, unknown>);
      });
      typed.get(
        '/bench/services-floor',
        {
          config: { access: 'apiKey' },
          schema: { querystring: serviceSearchQuerySchema, response: { 200: serviceSearchResponseSchema } },
        },
        async () => precomputed,
      );
      // The floor plus reading the client's feature flags (premium carriers, prices, COD) from the database.
      typed.get(
        '/bench/services-offer-floor',
        {
          config: { access: 'apiKey' },
          schema: { querystring: serviceSearchQuerySchema, response: { 200: serviceSearchResponseSchema } },
        },
        async (request) => {
          await getCarrierOffer(app.database.db, requireAuth(request.auth));
          return precomputed;
        },
      );
    },
    { prefix: '/api/v1' },
  );
  await app.ready();

  const register = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      tenant: 'shipdeck',
      email: 'bench@example.test',
      password: 'Correct-Horse-42!',
      firstName: 'Bench',
      lastName: 'Mark',
    },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const headers = { cookie: register.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };

  const first = await app.inject({ method: 'GET', url: `/api/v1/services?${queries[0]}`, headers });
  if (first.statusCode !== 200) throw new Error(`search failed: ${first.body}`);
  precomputed = first.json() as ServiceSearchResponse;

  // The three routes take turns on each query, so a change in machine load hits them alike.
  const paths = ['/api/v1/services', '/api/v1/bench/services-floor', '/api/v1/bench/services-offer-floor'];
  const samples = paths.map(() => [] as number[]);
  const services = paths.map(() => 0);
  for (const [index, query] of [...queries.slice(0, WARM_UP), ...queries].entries()) {
    for (const [which, path] of paths.entries()) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: `${path}?${query}`, headers });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`${path}: HTTP ${response.statusCode} ${response.body}`);
      if (index < WARM_UP) continue;
      samples[which]!.push(elapsed);
      services[which]! += (response.json() as { services: unknown[] }).services.length;
    }
  }
  const figuresOf = (which: number) => ({
    p50: round(percentile(samples[which]!, 50)),
    p95: round(percentile(samples[which]!, 95)),
    max: round(Math.max(...samples[which]!)),
    averageServices: round(services[which]! / queries.length),
  });
  const search = figuresOf(0);
  const floor = figuresOf(1);
  const floorWithOffer = figuresOf(2);
  await app.close();
  await database.close();

  const result = {
    benchmark: 'service-search',
    measuredAt: new Date().toISOString(),
    queries: QUERIES,
    search,
    floor,
    floorWithOffer,
    offerLookupP50Ms: round(floorWithOffer.p50 - floor.p50),
    ratingCostP50Ms: round(search.p50 - floorWithOffer.p50),
    targetP95Ms: TARGET_P95_MS,
    meetsTarget: search.p95 < TARGET_P95_MS,
    machine: {
      cores: availableParallelism(),
      loadAverage1m: round(loadavg()[0] ?? 0),
      node: process.version,
    },
  };
  console.log(
    `service search over ${QUERIES} queries (avg ${search.averageServices} services): p50 ${search.p50} ms, p95 ${search.p95} ms; ` +
      `floor (precomputed answer, ${floor.averageServices} services): p50 ${floor.p50} ms, p95 ${floor.p95} ms; ` +
      `floor + feature-flag read: p50 ${floorWithOffer.p50} ms, p95 ${floorWithOffer.p95} ms; target p95 < ${TARGET_P95_MS} ms ` +
      `(load average ${result.machine.loadAverage1m} on ${result.machine.cores} cores)`,
  );
  writeFileSync(
    new URL('./results/service-search.json', import.meta.url),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  return result;
}

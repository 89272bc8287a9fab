// `npm run seed -- --shipments 1000000 --clients 1000 [--largest-share 0.2]`
// Fills the configured database (DATABASE_URL, or PGlite under DATA_DIR) with generated shipments for
// benchmarks: one real account (bench@shipdeck.local) holds the largest share, the rest are spread evenly.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { register } from '../modules/auth/index.ts';
import { generateShipmentRows, insertShipmentsBulk } from '../modules/shipments/index.ts';
import { findUserForLogin } from '../modules/users/index.ts';
import { openConfiguredDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './seed-accounts.ts';

const { values } = parseArgs({
  options: {
    shipments: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '10' },
    'largest-share': { type: 'string', default: '0.2' },
  },
});
const total = Number(values.shipments);
const clientCount = Math.max(1, Number(values.clients));
const largestShare = Number(values['largest-share']);

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await migrate(database);

let user = await findUserForLogin(database.db, { tenantId: 'main', email: BENCH_EMAIL });
if (!user) {
  await register(database.db, {
    tenantSlug: 'shipdeck',
    email: BENCH_EMAIL,
    password: BENCH_PASSWORD,
    firstName: 'Bench',
    lastName: 'Seller',
    accountType: 'business',
  });
  user = await findUserForLogin(database.db, { tenantId: 'main', email: BENCH_EMAIL });
}

const largest = clientCount === 1 ? total : Math.round(total * largestShare);
const perOther = clientCount === 1 ? 0 : Math.floor((total - largest) / (clientCount - 1));
const started = Date.now();
let inserted = 0;
for (let c = 0; c < clientCount; c += 1) {
  const clientId = c === 0 ? user!.clientId : randomUUID();
  const count = c === 0 ? largest : perOther;
  for (let offset = 0; offset < count; offset += 20_000) {
    const rows = generateShipmentRows({
      clientId,
      count: Math.min(20_000, count - offset),
      seed: 100_000 + c * 1000 + offset / 20_000,
      spanDays: 365,
    });
    await insertShipmentsBulk(database, rows);
    inserted += rows.length;
  }
  if (c % 100 === 0) console.log(`client ${c + 1}/${clientCount}: ${inserted} shipments so far`);
}
await database.query('ANALYZE shipments');
console.log(
  `Inserted ${inserted} shipments for ${clientCount} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`Largest client: ${BENCH_EMAIL} / ${BENCH_PASSWORD} (${largest} shipments)`);
await database.close();

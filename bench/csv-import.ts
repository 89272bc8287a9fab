// 10 000 CSV rows imported into draft shipments on PostgreSQL (own database `shipdeck_bench_csv_import`): the
// import job's whole path — decode, detect the delimiter, stream-parse with csv-parse, check each row with the
// draft schema, make the drafts in transactions of 1000 with their shipment-created events — timed from the
// file's bytes to the last commit. The upload itself is left out: the app refuses files over 500 000 bytes and
// 10 000 rows weigh about 1.3 MB. The floor, measured in the same run: the same number of draft rows of the
// same shape written by one plain bulk insert (no parsing, no checks, no events). Target: ≤ 2 s.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { runCsvImport } from '../apps/server/src/modules/csv-import/index.ts';
import { generateShipmentRows, insertShipmentsBulk } from '../apps/server/src/modules/shipments/index.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { platformDependenciesOf } from '../apps/server/src/plugins/app/platform-dependencies.ts';
import { configuredProviders } from '../apps/server/src/providers/configured-providers.ts';
import { benchDatabaseUrl, freshBenchDatabase } from './support/bench-database.ts';
import { registerBenchSeller } from './support/bench-seller.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = process.env.BENCH_CSV_IMPORT_DB_NAME ?? 'shipdeck_bench_csv_import';
const ROWS = Number(process.env.BENCH_CSV_IMPORT_ROWS ?? 10_000);
const RUNS = 3;
const TARGET_MS = 2000;

const databaseUrl = () => benchDatabaseUrl(ADMIN_URL, DB_NAME);
const freshDatabase = () => freshBenchDatabase(ADMIN_URL, DB_NAME);

const CITIES = [
  ['FR', '75002', 'Paris', '+33 6 12 34 56 78'],
  ['ES', '28013', 'Madrid', '+34 612 345 678'],
  ['DE', '10115', 'Berlin', '+49 30 1234567'],
  ['IT', '00184', 'Roma', '+39 312 345 6789'],
] as const;

/** A realistic file: ';' and decimal commas, a quoted street with the delimiter in it, a UTF-8 BOM. */
const csvOf = (rows: number, prefix: string) => {
  const lines = [
    'order_id;recipient_first_name;recipient_last_name;recipient_email;recipient_phone;recipient_street;recipient_city;recipient_zip;recipient_country;parcel_weight_kg;parcel_length_cm;parcel_width_cm;parcel_height_cm;content_description;content_value',
  ];
  for (let i = 0; i < rows; i += 1) {
    const [country, zip, city, phone] = CITIES[i % CITIES.length]!;
    lines.push(
      `${prefix}-${i};Zoé;Dupont ${i};zoe${i}@example.com;${phone};"${i} rue de l'Église; bât. B";${city};${zip};${country};${(i % 30) + 1},25;30;20;10;Books;${(i % 90) + 10},50`,
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Math.round(value);

export async function run() {
  await freshDatabase();
  const database = await openDatabase({ kind: 'postgres', connectionString: databaseUrl(), poolSize: 10 });
  await migrate(database);
  const dataDir = mkdtempSync(join(tmpdir(), 'shipdeck-bench-csv-import-'));
  const app = await buildApp({
    config: testConfig({ JOBS_ENABLED: false, NODE_ENV: 'development', DATA_DIR: dataDir }),
    database,
  });
  await app.ready();
  // The app's own parts and carrier network, as its CSV import job is given them.
  const dependencies = { ...platformDependenciesOf(app), carriers: configuredProviders().carriers };
  const importMs: number[] = [];
  const floorMs: number[] = [];
  let bytes = 0;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const { clientId } = await registerBenchSeller(app, {
        email: `bench-csv-${randomUUID().slice(0, 8)}@example.test`,
        lastName: 'Importer',
      });
      const file = csvOf(ROWS, `R${run}-${randomUUID().slice(0, 6)}`);
      bytes = file.length;
      const started = performance.now();
      const result = await runCsvImport(dependencies, {
        clientId,
        importId: randomUUID(),
        bytes: file,
        now: new Date(),
      });
      importMs.push(performance.now() - started);
      if (result.shipmentReferences.length !== ROWS || result.invalidRows !== 0) {
        throw new Error(
          `imported ${result.shipmentReferences.length} of ${ROWS}: ${JSON.stringify(result.errors.slice(0, 3))}`,
        );
      }

      const rows = generateShipmentRows({
        clientId,
        count: ROWS,
        seed: (Date.now() % 1_000_000_000) + run,
      }).map((row) => ({
        ...row,
        state: 'DRAFT',
        source: 'CSV',
      }));
      const floorStarted = performance.now();
      await insertShipmentsBulk(database, rows);
      floorMs.push(performance.now() - floorStarted);
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const figures = {
    measuredAt: new Date().toISOString(),
    database: 'PostgreSQL (127.0.0.1)',
    rows: ROWS,
    fileBytes: bytes,
    runs: RUNS,
    importMs: importMs.map(round),
    importMedianMs: round(median(importMs)),
    floorBulkInsertMs: floorMs.map(round),
    floorMedianMs: round(median(floorMs)),
    rowsPerSecond: round((ROWS / median(importMs)) * 1000),
    targetMs: TARGET_MS,
    meetsTarget: median(importMs) <= TARGET_MS,
    loadAverage: loadavg().map((value) => Math.round(value * 10) / 10),
  };
  console.log(figures);
  writeFileSync(
    new URL('./results/csv-import.json', import.meta.url),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
}

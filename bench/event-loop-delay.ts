// How long long CPU work holds up the event loop that answers requests, measured with
// perf_hooks.monitorEventLoopDelay while it runs: a 500-label combined sheet drawn on the main thread (as
// before) and on a PDF worker thread (as the server does now), and a CSV export of 20 000 shipments on the
// embedded database. Target: no stall over 50 ms. A figure, not a timed test.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { seedDemoAccount } from '../apps/server/src/modules/identity-seed/seed-demo-account.ts';
import { exportShipmentsJob } from '../apps/server/src/modules/shipments/export-shipments.job.ts';
import {
  generateShipmentRows,
  insertShipmentsBulk,
} from '../apps/server/src/modules/shipments/seed-shipments.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import {
  closePdfWorkers,
  configurePdfWorkers,
  renderPdf,
} from '../apps/server/src/platform/workers/pdf-pool.ts';
import { sampleLabels } from '../apps/server/src/providers/carriers/labels/sample-labels.ts';

const labelCount = 500;
const exportRows = 20_000;
const targetMaxDelayMs = 50;

type Figures = { seconds: number; maxDelayMs: number; p99DelayMs: number; meanDelayMs: number };

/** Runs the work while sampling the event loop every 10 ms; the delays are how late the samples ran. */
const measure = async (work: () => Promise<unknown>): Promise<Figures> => {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  const started = performance.now();
  histogram.enable();
  await work();
  histogram.disable();
  const ms = (nanoseconds: number) => Number((nanoseconds / 1e6).toFixed(1));
  return {
    seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    maxDelayMs: ms(histogram.max),
    p99DelayMs: ms(histogram.percentile(99)),
    meanDelayMs: ms(histogram.mean),
  };
};

const report = (label: string, figures: Figures) => {
  console.log(
    `${label}: ${figures.seconds} s, event loop delay max ${figures.maxDelayMs} ms, p99 ${figures.p99DelayMs} ms`,
  );
  return { ...figures, isWithinTarget: figures.maxDelayMs <= targetMaxDelayMs };
};

const measureLabels = async () => {
  const input = { labels: sampleLabels(labelCount), format: 'COMBINED_A4' as const };
  await configurePdfWorkers({ threads: 0 });
  // Warm both paths first (fonts parsed, code compiled, the thread started): a server has done so long before.
  await renderPdf({ kind: 'labels', input: { ...input, labels: input.labels.slice(0, 4) } });
  const onMainThread = report(
    '500 labels on the main thread',
    await measure(() => renderPdf({ kind: 'labels', input })),
  );
  await configurePdfWorkers({ threads: 1 });
  await renderPdf({ kind: 'labels', input: { ...input, labels: input.labels.slice(0, 4) } });
  const onWorkerThread = report(
    '500 labels on a worker thread',
    await measure(() => renderPdf({ kind: 'labels', input })),
  );
  await closePdfWorkers();
  return { onMainThread, onWorkerThread };
};

const measureExport = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shipdeck-loop-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrate(database);
    const account = await seedDemoAccount(database);
    const [user] = await database.query<{ client_id: string }>(
      'SELECT client_id FROM users WHERE email = $1',
      [account!.email],
    );
    const clientId = user!.client_id;
    await insertShipmentsBulk(database, generateShipmentRows({ clientId, count: exportRows, seed: 7 }));
    const app = await buildApp({ config: testConfig({ JOBS_ENABLED: false }), database });
    await app.ready();
    const figures = await measure(() =>
      exportShipmentsJob.handler(
        { clientId, reportId: crypto.randomUUID(), inbox: 'ALL', filters: {} },
        { app, jobId: 'bench', retryCount: 0, enqueuedVersion: 1 },
      ),
    );
    await app.close();
    return report(`CSV export of ${exportRows} shipments (PGlite)`, figures);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export async function run() {
  const loadBefore = loadavg()[0] ?? 0;
  // The same sampling with nothing to do: on a shared machine the process itself waits for a core, and
  // that floor is in every figure below.
  const idle = report('idle for 2 s (machine noise)', await measure(() => sleep(2000)));
  const labels = await measureLabels();
  const csvExport = await measureExport();
  const result = {
    benchmark: 'event-loop-delay',
    measuredAt: new Date().toISOString(),
    targetMaxDelayMs,
    loadAverage: { before: Number(loadBefore.toFixed(1)), after: Number((loadavg()[0] ?? 0).toFixed(1)) },
    idle,
    labels: { count: labelCount, format: 'COMBINED_A4', ...labels },
    csvExport: { rows: exportRows, ...csvExport },
  };
  writeFileSync(
    new URL('./results/event-loop-delay.json', import.meta.url),
    `${JSON.stringify(result, null, 2)}\n`,
  );
}

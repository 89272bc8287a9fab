// Server start-up as `npm start` runs it: time from spawning the process to the first healthy answer, and
// resident memory once it has idled, on the embedded database (PGlite) with the demo seed. Two cases: a
// first start on an empty data folder (migrations and demo data written) and a restart on that folder.
// Beside them, measured in the same rounds, a floor: the embedded database alone opened on that folder
// (its WebAssembly server, compiled and started, is most of the server's memory), so the server's own share
// is read as the difference. The same server on PostgreSQL is measured too (`builtOnPostgres`), where the
// process holds no database: what a production installation runs.
// Each command runs in turn several times and the median counts, so a burst of load from elsewhere on the
// shared machine spoils one sample, not the figure. Targets: healthy within 3 s, idle RSS under 200 MB.
//
// BENCH_STARTUP_ROOT points at another checkout (e.g. an older commit's worktree) to measure it the same way;
// BENCH_STARTUP_VARIANTS picks the commands (`built`, `builtOnPostgres`, `tsx`); BENCH_STARTUP_RESULT names the result file.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchDatabaseUrl, freshBenchDatabase } from './support/bench-database.ts';

const root = process.env.BENCH_STARTUP_ROOT ?? new URL('..', import.meta.url).pathname;
const rounds = Number(process.env.BENCH_STARTUP_ROUNDS ?? 3);
const idleSeconds = 10;
const targets = { secondsToHealthy: 3, idleRssMb: 200 };

const variants = {
  built: ['apps/server/dist/server.js'],
  // The built server on PostgreSQL (a fresh database each round, on BENCH_ADMIN_URL's server): the
  // production set-up, with no embedded database in the process.
  builtOnPostgres: ['apps/server/dist/server.js'],
  tsx: ['--import', 'tsx', 'apps/server/src/server.ts'],
} as const;
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const postgresDatabase = 'shipdeck_bench_startup';
type Variant = keyof typeof variants;

const wanted = (process.env.BENCH_STARTUP_VARIANTS ?? 'built,builtOnPostgres').split(',') as Variant[];

/** Resident set of a process in MB, from the kernel (the same figure `ps` shows). */
const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

const isHealthy = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

const waitUntilHealthy = async (child: ChildProcess, port: number, errors: () => string) => {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${errors()}`);
    if (await isHealthy(`http://127.0.0.1:${port}/api/health`)) return;
    await sleep(20);
  }
  throw new Error('the server did not become healthy within 120 s');
};

type Sample = { secondsToHealthy: number; idleRssMb: number };

const startOnce = async (variant: Variant, dataDir: string, port: number): Promise<Sample> => {
  const databaseUrl =
    variant === 'builtOnPostgres' ? { DATABASE_URL: benchDatabaseUrl(adminUrl, postgresDatabase) } : {};
  const started = performance.now();
  const child = spawn(process.execPath, [...variants[variant]], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  try {
    await waitUntilHealthy(child, port, () => errors);
    const secondsToHealthy = (performance.now() - started) / 1000;
    await sleep(idleSeconds * 1000);
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} while idle: ${errors}`);
    return { secondsToHealthy, idleRssMb: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
};

/** The floor: the embedded database alone on the restarted folder, time to its first answer and idle RSS. */
const openDatabaseAlone = async (dataDir: string): Promise<Sample> => {
  const started = performance.now();
  const script = new URL('./support/embedded-database-alone.mjs', import.meta.url).pathname;
  const child = spawn(process.execPath, [script, join(dataDir, 'pglite')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready')) resolve();
      });
      child.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.once('exit', (code) => reject(new Error(`the database alone exited with ${code}: ${output}`)));
    });
    const secondsToHealthy = (performance.now() - started) / 1000;
    await sleep(idleSeconds * 1000);
    return { secondsToHealthy, idleRssMb: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (value: number, digits: number) => Number(value.toFixed(digits));
const summary = (samples: Sample[]) => ({
  secondsToHealthy: round(median(samples.map((s) => s.secondsToHealthy)), 2),
  idleRssMb: Math.round(median(samples.map((s) => s.idleRssMb))),
  samples: samples.map((s) => ({
    secondsToHealthy: round(s.secondsToHealthy, 2),
    idleRssMb: Math.round(s.idleRssMb),
  })),
});

export async function run() {
  if (wanted.some((variant) => variant !== 'tsx')) {
    const build = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server did not build');
  }
  const loadBefore = loadavg()[0];
  const floor: Sample[] = [];
  const samples = new Map(
    wanted.map((variant) => [variant, { firstStart: [] as Sample[], restart: [] as Sample[] }]),
  );
  for (let round = 0; round < rounds; round += 1) {
    for (const variant of wanted) {
      const dataDir = mkdtempSync(join(tmpdir(), 'shipdeck-startup-'));
      if (variant === 'builtOnPostgres') await freshBenchDatabase(adminUrl, postgresDatabase);
      try {
        samples.get(variant)!.firstStart.push(await startOnce(variant, dataDir, 3990));
        samples.get(variant)!.restart.push(await startOnce(variant, dataDir, 3990));
        if (variant === 'built') floor.push(await openDatabaseAlone(dataDir));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  const figures = Object.fromEntries(
    wanted.map((variant) => {
      const { firstStart, restart } = samples.get(variant)!;
      return [
        variant,
        {
          command: `node ${variants[variant].join(' ')}`,
          firstStart: summary(firstStart),
          restart: summary(restart),
        },
      ];
    }),
  );
  const embeddedDatabaseAlone = summary(floor);
  for (const [variant, { firstStart, restart }] of Object.entries(figures)) {
    console.log(
      `${variant}: first start healthy in ${firstStart.secondsToHealthy} s (idle ${firstStart.idleRssMb} MB), restart ${restart.secondsToHealthy} s (idle ${restart.idleRssMb} MB)`,
    );
  }
  console.log(
    `the embedded database alone: answers in ${embeddedDatabaseAlone.secondsToHealthy} s (idle ${embeddedDatabaseAlone.idleRssMb} MB)`,
  );
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
  const result = {
    benchmark: 'startup',
    measuredAt: new Date().toISOString(),
    commit,
    rounds,
    idleSeconds,
    targets,
    loadAverage: { before: round(loadBefore ?? 0, 1), after: round(loadavg()[0] ?? 0, 1) },
    ...figures,
    embeddedDatabaseAlone,
  };
  const name = process.env.BENCH_STARTUP_RESULT ?? 'startup';
  writeFileSync(new URL(`./results/${name}.json`, import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
}

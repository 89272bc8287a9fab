import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';

const root = new URL('../..', import.meta.url).pathname;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export type OwnServer = Awaited<ReturnType<typeof startOwnServer>>;

const spawnServer = async ({ port, dataDir }: { port: number; dataDir: string }) => {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', join(root, 'e2e/support/shifted-clock.mjs'), join(root, 'apps/server/dist/server.js')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO_SEED: 'false',
        DEBUG_TOOLS: 'true',
        SANDBOX_TIME_SCALE: '600',
      },
    },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  // As long as the shared server is given to start (playwright.config.ts): the machine may be busy.
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the journey's server exited with ${child.exitCode}`);
    const isUp = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error("the journey's server did not start within 100 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return child;
};

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * A server of the journey's own (the built one, on an empty embedded database), whose clock the journey
 * can move a day forward with `nextDay()`. The shared journey server keeps the real clock.
 * `whileStopped(change)` stops it, runs `change` (which may open its database under `dataDir` to set up
 * what no seller can), and starts it again on the same address and database.
 */
export const startOwnServer = async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shipdeck-e2e-own-'));
  let child = await spawnServer({ port, dataDir });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    nextDay: () => child.kill('SIGUSR2'),
    stop: () => stopServer(child),
    whileStopped: async (change: () => Promise<void>) => {
      await stopServer(child);
      await change();
      child = await spawnServer({ port, dataDir });
    },
  };
};

/**
 * Playwright's test with a server of the worker's own (started once per worker, stopped after it), for
 * journeys that change what the shared server would show others: its clock, its database.
 */
export const testOnOwnServer = base.extend<object, { server: OwnServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startOwnServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
});

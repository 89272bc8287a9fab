import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const root = new URL('..', import.meta.url).pathname;
// Each run starts on an empty embedded database, like a newcomer's first `npm start`.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shipdeck-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './journeys',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Two cores run the server, the browser, a second worker and the journeys that start a server of
  // their own (a moved clock): a whole checkout can take over a minute there.
  timeout: 120_000,
  // First loads can take seconds.
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The server as `npm start` runs it: built to plain JavaScript, then run by node.
    command: 'node apps/server/build.mjs && node --enable-source-maps apps/server/dist/server.js',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'true',
      DEBUG_TOOLS: 'true',
      SANDBOX_TIME_SCALE: '600',
      // The journeys sign up more sellers from this one address than a real one would in an hour.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
      // The webhooks journey's receiver listens on 127.0.0.1 over plain http.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    },
  },
});

#!/usr/bin/env node
// Runs every suite in order and ends with one line: "N passed, N failed[, N skipped]".
// Type-check and lint count as one check each; vitest and Playwright report per test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'shipdeck-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);

const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
  });
  // Each step's time, so a run creeping towards CI's limit shows which step grew.
  console.log(`=== ${label}: ${Math.round((Date.now() - startedAt) / 1000)} s ===`);
  return result.status === 0;
};

const check = (label, command, args) => {
  const ok = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
};

const countJson = (file, label) => {
  if (!existsSync(file)) {
    console.log(`${label}: no report written`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return report;
};

if (wants('typecheck')) check('type-check (tsc -b)', 'npx', ['tsc', '-b']);
if (wants('lint')) check('lint (biome)', 'npx', ['biome', 'check', '.']);
if (wants('lint')) check('dependency rules', 'node', ['scripts/lint-deps.mjs']);
if (wants('lint')) check('no references outside the repository', 'node', ['scripts/lint-references.mjs']);
if (wants('lint')) check('unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']);

// The PostgreSQL project runs against TEST_DATABASE_URL, or against a PostgreSQL answering on its
// default address: what PGlite cannot show (two connections racing) is tested wherever it can be.
const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

const postgresAnswers = async (url) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
};

const testDatabaseEnv = async () => {
  if (process.env.TEST_DATABASE_URL) {
    console.log(`PostgreSQL project: running against TEST_DATABASE_URL (${process.env.TEST_DATABASE_URL})`);
    return {};
  }
  const probe = await postgresAnswers(DEFAULT_TEST_DATABASE_URL);
  if (!probe.ok) {
    console.log(
      `PostgreSQL not reachable at ${DEFAULT_TEST_DATABASE_URL} (${probe.reason}): skipping the PostgreSQL project`,
    );
    return {};
  }
  console.log(`PostgreSQL answers at ${DEFAULT_TEST_DATABASE_URL}: running the PostgreSQL project too`);
  return { TEST_DATABASE_URL: DEFAULT_TEST_DATABASE_URL };
};

if (wants('unit')) {
  const file = join(reports, 'vitest.json');
  const databaseEnv = await testDatabaseEnv();
  const ok = run(
    'unit and integration (vitest)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    databaseEnv,
  );
  const report = countJson(file, 'vitest');
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    // A suite that fails to load reports no failed test; it still fails the run.
    if (!ok && report.numFailedTests === 0) totals.failed += Math.max(1, report.numFailedTestSuites);
  }
}

if (wants('e2e')) {
  const built = run('build web app', 'npm', ['run', 'build']);
  if (!built) totals.failed += 1;
  else {
    const file = join(reports, 'playwright.json');
    const ok = run(
      'browser journeys (playwright)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      },
    );
    const report = countJson(file, 'playwright');
    if (report) {
      const stats = report.stats ?? {};
      totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      totals.failed += stats.unexpected ?? 0;
      totals.skipped += stats.skipped ?? 0;
      if (!ok && !stats.unexpected) totals.failed += 1;
    }
  }
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);

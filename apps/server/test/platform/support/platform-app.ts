import { buildApp } from '../../../src/app.ts';
import { type AppConfig, testConfig } from '../../../src/config.ts';
import type { Database } from '../../../src/platform/db/database.ts';
import type { JobDefinition } from '../../../src/platform/jobs/job-definition.ts';

export type PlatformAppOptions = {
  database: Database;
  config?: Partial<AppConfig>;
  /** Test-only job definitions, registered before the app is ready. */
  jobs?: JobDefinition[];
  /** Extra setup before `ready` (test-only routes). */
  beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
};

/** The whole app on a given database, ready; closing it (and the database) is up to the test. */
export const buildPlatformApp = async (options: PlatformAppOptions) => {
  const app = await buildApp({
    config: testConfig({ JOBS_ENABLED: false, ...options.config }),
    database: options.database,
  });
  for (const job of options.jobs ?? []) app.jobs.register(job);
  options.beforeReady?.(app);
  await app.ready();
  return app;
};

/** Polls `check` until it returns true (or a value), failing after `timeoutMs`. */
export const eventually = async <T>(
  check: () => Promise<T | false | undefined | null> | T | false | undefined | null,
  { timeoutMs = 10_000, intervalMs = 20, what = 'condition' } = {},
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
};

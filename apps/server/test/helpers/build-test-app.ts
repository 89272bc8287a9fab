import { afterAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import { type AppConfig, testConfig } from '../../src/config.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * Builds the whole app on a fresh database of its own for one test file,
 * and closes both after the file's tests.
 */
export const buildTestApp = async (
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, 'webhooks' | 'providers'> = {},
) => {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ JOBS_ENABLED: false, ...overrides }),
    database,
    ...options,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return app;
};

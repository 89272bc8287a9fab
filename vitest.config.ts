import { configDefaults, defineConfig } from 'vitest/config';

const serverProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${kind}`,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Fault tests (crashed processes, dropped connections, floods) need a real PostgreSQL server.
    exclude: [...configDefaults.exclude, ...(kind === 'pglite' ? ['test/faults/**'] : [])],
    environment: 'node',
    // An absolute path, which every tool that reads this file resolves alike (knip resolves relative ones
    // from the repository's root, not the project's).
    globalSetup: [new URL(`./apps/server/test/helpers/global-setup-${kind}.ts`, import.meta.url).pathname],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every file builds its own app on its own database, so files can share a worker's loaded modules:
    // loading the server's module graph anew for each file took most of the run.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});

import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const kind = process.env.TEST_DB_KIND;

describe('liveness and readiness', async () => {
  const app = await buildTestApp();

  it('says the process is live', async () => {
    const response = await app.inject({ method: 'GET', url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers and has every migration', async () => {
    const response = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: kind,
      checks: { database: 'ok', migrations: 'applied' },
      pendingMigrations: [],
    });
  });

  it('is not ready while a migration of this version is not applied, and names it', async () => {
    const [latest] = await app.database.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
    );
    await app.database.query('DELETE FROM schema_migrations WHERE name = $1', [latest!.name]);
    try {
      const response = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'pending' },
        pendingMigrations: [latest!.name],
      });
    } finally {
      await app.database.query('INSERT INTO schema_migrations (name) VALUES ($1)', [latest!.name]);
    }
  });

  it('keeps the older combined health route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
  });
});

describe('readiness without a database', () => {
  it('is not ready (503) but still live when the database does not answer', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig({ JOBS_ENABLED: false }), database });
    await app.ready();
    await database.close();
    try {
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'unreachable', migrations: 'unknown' },
      });
      const live = await app.inject({ method: 'GET', url: '/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close().catch(() => {});
    }
  });
});

describe('request ids', async () => {
  const app = await buildTestApp();

  it('names every response with a fresh id when the caller sends none', async () => {
    const first = await app.inject({ method: 'GET', url: '/health/live' });
    const second = await app.inject({ method: 'GET', url: '/health/live' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("keeps the caller's well-formed id, on errors too", async () => {
    const id = 'Root=1-67891233-abcdef012345678912345678';
    const ok = await app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': id } });
    expect(ok.headers['x-request-id']).toBe(id);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { 'x-request-id': id },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'one two'],
    ['with quotes', 'id"injected'],
    ['empty', ''],
  ])('replaces an incoming id %s with its own', async (_case, id) => {
    const response = await app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': id },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request ids in logs', () => {
  it('logs every line about a request with its id', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ JOBS_ENABLED: false, LOG_LEVEL: 'info' }),
      database,
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
    });
    try {
      await app.ready();
      await app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'trace-42' } });
      const aboutRequest = lines.filter((line) => line.req || line.res);
      expect(aboutRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      expect(aboutRequest.map((line) => line.requestId)).toEqual(['trace-42', 'trace-42']);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

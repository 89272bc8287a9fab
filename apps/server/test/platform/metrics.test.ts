import { EventType } from '@shipdeck/domain/events/event-types';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppConfig } from '../../src/config.ts';
import { defineJob } from '../../src/platform/jobs/job-definition.ts';
import { signUp } from '../helpers/clients.ts';
import { createTestDatabase, testDbKind } from '../helpers/test-database.ts';
import { buildPlatformApp, eventually } from './support/platform-app.ts';
import { publishCommitted } from './support/publish.ts';
import { openSocket, socketUrl } from './support/test-socket.ts';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition. */
const parseExposition = (text: string): Sample[] =>
  text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });

const sampleOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;

const buildMetricsApp = async (
  config: Partial<AppConfig> = {},
  jobs = [] as Parameters<typeof buildPlatformApp>[0]['jobs'],
) => {
  const database = await createTestDatabase();
  const app = await buildPlatformApp({ database, config, jobs });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return app;
};

const scrape = async (
  app: Awaited<ReturnType<typeof buildMetricsApp>>,
  headers: Record<string, string> = {},
) => {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(response.body);
};

const TOKEN = 'scrape-token-0123456789abcdef';

describe('metrics in demo mode without a token', async () => {
  const app = await buildMetricsApp();

  it('counts request latency by route pattern and status, one series for unmatched paths', async () => {
    await app.inject({ method: 'GET', url: '/health/live' });
    await app.inject({ method: 'GET', url: '/health/live' });
    await app.inject({ method: 'GET', url: '/api/v1/no-such-route/1' });
    await app.inject({ method: 'GET', url: '/api/v1/no-such-route/2' });
    const samples = await scrape(app);
    const live = { method: 'GET', route: '/health/live', status_code: '200' };
    expect(sampleOf(samples, 'shipdeck_http_request_duration_seconds_count', live)).toBe(2);
    expect(sampleOf(samples, 'shipdeck_http_request_duration_seconds_bucket', { ...live, le: '+Inf' })).toBe(
      2,
    );
    const unmatched = { method: 'GET', route: '(unmatched)', status_code: '404' };
    expect(sampleOf(samples, 'shipdeck_http_request_duration_seconds_count', unmatched)).toBe(2);
    expect(samples.some((s) => s.labels.route?.includes('no-such-route'))).toBe(false);
  });

  it("reports the Node process's own figures", async () => {
    const samples = await scrape(app);
    expect(sampleOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleOf(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('reports the PostgreSQL pool, and no pool on the single-connection embedded database', async () => {
    if (testDbKind() === 'pglite') {
      const samples = await scrape(app);
      expect(samples.some((s) => s.name.startsWith('shipdeck_db_pool'))).toBe(false);
      return;
    }
    // A transaction holds one connection while the scrape runs.
    const samples = await app.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return scrape(app);
    });
    const max = sampleOf(samples, 'shipdeck_db_pool_max_connections')!;
    const busy = sampleOf(samples, 'shipdeck_db_pool_connections', { state: 'busy' })!;
    const idle = sampleOf(samples, 'shipdeck_db_pool_connections', { state: 'idle' })!;
    expect(max).toBeGreaterThan(1);
    expect(busy).toBeGreaterThanOrEqual(1);
    expect(busy + idle).toBeLessThanOrEqual(max);
    expect(sampleOf(samples, 'shipdeck_db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
  });
});

describe('who may scrape', () => {
  describe('with METRICS_TOKEN', async () => {
    const app = await buildMetricsApp({ METRICS_TOKEN: TOKEN });

    it.each([
      ['no authorization', {}],
      ['a wrong token', { authorization: 'Bearer not-the-scrape-token-000' }],
      ['the token without the Bearer scheme', { authorization: TOKEN }],
    ])('refuses a scrape with %s (401)', async (_case, headers) => {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toEqual({
        messages: [{ error_code: 'Unauthorized', message: 'error.unauthorized' }],
      });
    });

    it('serves a scrape with the bearer token', async () => {
      const samples = await scrape(app, { authorization: `Bearer ${TOKEN}` });
      expect(samples.length).toBeGreaterThan(0);
    });
  });

  describe('in production mode without METRICS_TOKEN', async () => {
    const app = await buildMetricsApp({ APP_MODE: 'production' });

    it('refuses every scrape (403)', async () => {
      const response = await app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        messages: [{ error_code: 'Forbidden', message: 'error.forbidden' }],
      });
    });
  });
});

describe('job queue depth and age', async () => {
  const reportJob = defineJob({
    id: 'test.metrics.report',
    version: 1,
    schema: z.object({ n: z.number() }),
    handler: async () => {},
  });
  // Workers are off: enqueued jobs stay where they are while the test reads the figures.
  const app = await buildMetricsApp({}, [reportJob]);

  it('counts due and delayed jobs of each queue and how long the oldest due one has waited', async () => {
    const queue = { queue: reportJob.id };
    let samples = await scrape(app);
    expect(sampleOf(samples, 'shipdeck_job_queue_depth', { ...queue, state: 'due' })).toBe(0);
    expect(sampleOf(samples, 'shipdeck_job_queue_oldest_due_age_seconds', queue)).toBe(0);

    const oldest = await app.jobs.enqueue(reportJob, { n: 1 });
    await app.jobs.enqueue(reportJob, { n: 2 });
    await app.jobs.enqueue(reportJob, { n: 3 }, { startAfter: 3600 });
    // As if the first had been waiting for two minutes.
    await app.database.query(
      "UPDATE pgboss.job SET start_after = now() - interval '120 seconds' WHERE id = $1",
      [oldest],
    );

    samples = await scrape(app);
    expect(sampleOf(samples, 'shipdeck_job_queue_depth', { ...queue, state: 'due' })).toBe(2);
    expect(sampleOf(samples, 'shipdeck_job_queue_depth', { ...queue, state: 'delayed' })).toBe(1);
    expect(sampleOf(samples, 'shipdeck_job_queue_depth', { ...queue, state: 'active' })).toBe(0);
    const age = sampleOf(samples, 'shipdeck_job_queue_oldest_due_age_seconds', queue)!;
    expect(age).toBeGreaterThanOrEqual(120);
    expect(age).toBeLessThan(180);
  });
});

describe('event delivery lag', async () => {
  const app = await buildMetricsApp();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  it('measures live events pushed to a socket, not the catch-up of a reconnecting browser', async () => {
    const seller = await signUp(app);
    const lagCount = async () =>
      sampleOf(await scrape(app), 'shipdeck_event_delivery_lag_seconds_count') ?? 0;
    const before = await lagCount();

    // Written while no browser was connected: sent later as catch-up.
    await publishCommitted(app, seller.clientId, EventType.ShipmentCreated, { n: 1 });
    const socket = await openSocket(socketUrl(address, '/api/v1/events?lastEventId=0'), {
      cookie: seller.headers.cookie,
    });
    await socket.waitForMessages(1);
    expect(await lagCount()).toBe(before);

    await publishCommitted(app, seller.clientId, EventType.ShipmentUpdated, { n: 2 });
    await socket.waitForMessages(2);
    await eventually(async () => (await lagCount()) === before + 1, { what: 'the lag to be recorded' });
    const samples = await scrape(app);
    expect(sampleOf(samples, 'shipdeck_event_delivery_lag_seconds_bucket', { le: '+Inf' })).toBe(before + 1);
    await socket.close();
  });
});

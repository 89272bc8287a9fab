import { afterAll, describe, expect, it } from 'vitest';
import { pruneOutboxEventsJob } from '../../src/platform/outbox/prune-outbox-events.job.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { buildPlatformApp, eventually } from './support/platform-app.ts';

const clientId = '6f1d2c3b-4a59-4e8f-b7a6-1c2d3e4f5a6b';

describe('outbox retention', async () => {
  const database = await createTestDatabase();
  const app = await buildPlatformApp({ database, config: { JOBS_ENABLED: true } });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('deletes events older than 7 days and keeps newer ones', async () => {
    for (const [type, age] of [
      ['eight-days', '8 days'],
      ['seven-days-and-an-hour', '7 days 1 hour'],
      ['six-days', '6 days'],
      ['now', '0 seconds'],
    ]) {
      await database.query(
        `INSERT INTO outbox_events (client_id, type, payload, created_at) VALUES ($1, $2, '{}', now() - $3::interval)`,
        [clientId, type, age],
      );
    }
    const id = await app.jobs.enqueue(pruneOutboxEventsJob, {});
    await eventually(async () => (await app.jobs.getJob(pruneOutboxEventsJob, id!))?.state === 'completed', {
      what: 'the prune job to run',
    });
    const left = await database.query<{ type: string }>(
      'SELECT type FROM outbox_events WHERE client_id = $1 ORDER BY id',
      [clientId],
    );
    expect(left.map((row) => row.type)).toEqual(['six-days', 'now']);
  });

  it('runs every night on a schedule in the processes that run jobs', async () => {
    const schedules = await database.query<{ name: string; cron: string; timezone: string }>(
      'SELECT name, cron, timezone FROM pgboss.schedule',
    );
    expect(schedules).toContainEqual({ name: 'outbox.events.prune', cron: '17 3 * * *', timezone: 'UTC' });
  });
});

import { EventType } from '@shipdeck/domain/events/event-types';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../../src/platform/db/database.ts';
import { defineJob } from '../../src/platform/jobs/job-definition.ts';
import { signUp } from '../helpers/clients.ts';
import { createTestDatabase, testDbKind } from '../helpers/test-database.ts';
import { buildPlatformApp, eventually } from './support/platform-app.ts';
import { latestEventId, publishCommitted } from './support/publish.ts';
import { openSocket, socketUrl } from './support/test-socket.ts';

const ranOn: string[] = [];
const whereJob = defineJob({
  id: 'test.where-did-it-run',
  version: 1,
  schema: z.object({ note: z.string() }),
  options: { pollingIntervalMs: 100 },
  handler: async (_payload, { config }) => {
    ranOn.push(config.PUBLIC_URL ?? 'unknown');
  },
});

describe('two server instances on one database', async () => {
  const owner = await createTestDatabase();
  // On PostgreSQL each instance has its own pool and LISTEN connection, as two processes behind a load
  // balancer would; PGlite is embedded in one process, so there both apps share its one connection.
  const second =
    testDbKind() === 'postgres'
      ? await openDatabase({ kind: 'postgres', connectionString: owner.connectionString!, poolSize: 3 })
      : owner;
  const appA = await buildPlatformApp({
    database: owner,
    jobs: [whereJob],
    config: { PUBLIC_URL: 'http://a.test' },
  });
  const appB = await buildPlatformApp({
    database: second,
    jobs: [whereJob],
    config: { PUBLIC_URL: 'http://b.test', JOBS_ENABLED: true },
  });
  const addressA = await appA.listen({ port: 0, host: '127.0.0.1' });
  const addressB = await appB.listen({ port: 0, host: '127.0.0.1' });
  afterAll(async () => {
    await appA.close();
    await appB.close();
    if (second !== owner) await second.close();
    await owner.close();
  });

  it('pushes an event committed through instance A to a socket connected to instance B', async () => {
    const seller = await signUp(appA);
    const since = await latestEventId(appA, seller.clientId);
    const socket = await openSocket(socketUrl(addressB, `/api/v1/events?lastEventId=${since}`), {
      cookie: seller.headers.cookie,
    });
    await eventually(() => appB.eventHub.subscriberCount(seller.clientId) === 1, { what: 'the socket on B' });
    expect(appA.eventHub.subscriberCount(seller.clientId)).toBe(0);

    const { id } = await publishCommitted(appA, seller.clientId, EventType.LabelMergeReady, {
      url: '/m.pdf',
    });
    const [message] = await socket.waitForMessages(1);
    expect(message).toMatchObject({ id, type: EventType.LabelMergeReady, payload: { url: '/m.pdf' } });
    await socket.close();
  });

  it('gives a browser that reconnects to the other instance the events it missed', async () => {
    const seller = await signUp(appA);
    const since = await latestEventId(appA, seller.clientId);
    const onA = await openSocket(socketUrl(addressA, `/api/v1/events?lastEventId=${since}`), {
      cookie: seller.headers.cookie,
    });
    await publishCommitted(appB, seller.clientId, EventType.ShipmentCreated, { n: 1 });
    const [seen] = await onA.waitForMessages(1);
    await onA.close();
    await publishCommitted(appA, seller.clientId, EventType.ShipmentUpdated, { n: 2 });
    await publishCommitted(appB, seller.clientId, EventType.ShipmentUpdated, { n: 3 });

    const onB = await openSocket(socketUrl(addressB, `/api/v1/events?lastEventId=${seen!.id}`), {
      cookie: seller.headers.cookie,
    });
    // A live event after the missed ones: once it is here, a missed one sent twice would be too.
    await publishCommitted(appA, seller.clientId, EventType.ShipmentUpdated, { n: 4 });
    const received = await onB.waitForMessage((m) => (m.payload as { n?: number }).n === 4);
    expect(received.map((m) => m.payload)).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
    await onB.close();
  });

  it('runs a job enqueued through instance A on the workers of instance B', async () => {
    await appA.jobs.enqueue(whereJob, { note: 'from A' });
    await eventually(() => ranOn.length === 1, { what: 'the job to run' });
    expect(ranOn).toEqual(['http://b.test']);
  });
});

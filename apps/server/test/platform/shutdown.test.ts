import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/clients.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { buildPlatformApp, eventually } from './support/platform-app.ts';
import { latestEventId, publishCommitted } from './support/publish.ts';
import { openSocket, socketUrl } from './support/test-socket.ts';

describe('graceful shutdown', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());

  it('finishes a request in flight when the server closes, then refuses new connections', async () => {
    let markEntered!: () => void;
    const entered = new Promise<void>((resolve) => {
      markEntered = resolve;
    });
    let finishReport!: () => void;
    const mayFinish = new Promise<void>((resolve) => {
      finishReport = resolve;
    });
    const app = await buildPlatformApp({
      database,
      beforeReady: (instance) =>
        instance.get('/test/slow-report', async () => {
          markEntered();
          await mayFinish;
          // The database is still open: the app closes before it (server.ts).
          const [row] = await instance.database.query<{ answer: number }>('SELECT 42 AS answer');
          return { answer: row!.answer };
        }),
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/test/slow-report`);
    await entered;
    const closeStartedAt = Date.now();
    const closing = app.close();
    // The request finishes only once the server is seen closing: it no longer answers new requests.
    await eventually(
      async () => {
        try {
          return (await fetch(`${address}/api/health`)).status === 503;
        } catch {
          return true;
        }
      },
      { what: 'the server to stop taking requests' },
    );
    finishReport();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answer: 42 });
    // The keep-alive connection that carried it must not hold the close up (Fastify keeps them 72 s).
    expect(response.headers.get('connection')).toBe('close');
    await closing;
    expect(Date.now() - closeStartedAt).toBeLessThan(5000);
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });

  it('closes open event sockets and stops listening for events', async () => {
    const app = await buildPlatformApp({ database });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const seller = await signUp(app);
    const socket = await openSocket(
      socketUrl(address, `/api/v1/events?lastEventId=${await latestEventId(app, seller.clientId)}`),
      { cookie: seller.headers.cookie },
    );
    await eventually(() => app.eventHub.subscriberCount(seller.clientId) === 1, { what: 'the subscription' });
    await app.close();
    await socket.closed;
    expect(app.eventHub.subscriberCount(seller.clientId)).toBe(0);
    // An event committed by another process after this one stopped reaches nobody here and breaks nothing.
    await expect(publishCommitted(app, seller.clientId, 'shipment.updated', {})).resolves.toMatchObject({
      id: expect.any(String),
    });
    expect(socket.messages).toEqual([]);
  });
});

import { EventType } from '@shipdeck/domain/events/event-types';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/platform/db/database.ts';
import { publishEvent } from '../../src/platform/outbox/event-publisher.ts';
import { createTestApiKey, signUp } from '../helpers/clients.ts';
import { createTestDatabase, testDbKind } from '../helpers/test-database.ts';
import { buildPlatformApp, eventually } from './support/platform-app.ts';
import { latestEventId, publishCommitted } from './support/publish.ts';
import { openSocket, socketUrl, UnexpectedResponseError } from './support/test-socket.ts';

/** Transactions queued on a client's outbox lock (the advisory lock that orders its event ids). */
const outboxLockWaiters = async (app: { database: { query: <T>(text: string) => Promise<T[]> } }) => {
  const [row] = await app.database.query<{ count: string }>(
    "SELECT count(*)::text AS count FROM pg_locks WHERE locktype = 'advisory' AND classid = 727274020 AND NOT granted",
  );
  return Number(row?.count ?? 0);
};

describe('event socket', async () => {
  const database = await createTestDatabase();
  const app = await buildPlatformApp({ database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const connect = (cookie: string | undefined, query = '') =>
    openSocket(socketUrl(address, `/api/v1/events${query}`), cookie ? { cookie } : {});

  /** A socket without lastEventId, once the hub has registered it (live events only). */
  const connectLive = async (seller: { headers: { cookie: string }; clientId: string }) => {
    const before = app.eventHub.subscriberCount(seller.clientId);
    const socket = await connect(seller.headers.cookie);
    await eventually(() => app.eventHub.subscriberCount(seller.clientId) > before, {
      what: 'the subscription',
    });
    return socket;
  };

  it("pushes an event committed for the client to that client's socket", async () => {
    const seller = await signUp(app);
    const socket = await connectLive(seller);
    const { id } = await publishCommitted(app, seller.clientId, EventType.ShipmentCreated, {
      reference: 'SD-1',
    });
    const [message] = await socket.waitForMessages(1);
    expect(message).toEqual({
      id,
      type: EventType.ShipmentCreated,
      payload: { reference: 'SD-1' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await socket.close();
  });

  it('never pushes the event of a rolled-back transaction', async () => {
    const seller = await signUp(app);
    const socket = await connectLive(seller);
    await expect(
      app.database.db.transaction(async (tx) => {
        await publishEvent(tx as unknown as Db, {
          clientId: seller.clientId,
          type: EventType.ShipmentDeleted,
          payload: { reference: 'rolled-back' },
        });
        throw new Error('carrier refused the cancellation');
      }),
    ).rejects.toThrow('carrier refused');
    await publishCommitted(app, seller.clientId, EventType.ShipmentUpdated, { reference: 'committed' });
    // Published after the rolled-back one: had that been sent, it would be here first.
    const received = await socket.waitForMessage((m) => m.type === EventType.ShipmentUpdated);
    expect(received.map((m) => m.payload)).toEqual([{ reference: 'committed' }]);
    await socket.close();
  });

  it('sends a reconnecting browser exactly the events it missed, in order, then live ones', async () => {
    const seller = await signUp(app);
    const first = await connectLive(seller);
    await publishCommitted(app, seller.clientId, EventType.ShipmentCreated, { n: 1 });
    await publishCommitted(app, seller.clientId, EventType.ShipmentUpdated, { n: 2 });
    const seen = await first.waitForMessages(2);
    await first.close();

    for (const n of [3, 4, 5]) await publishCommitted(app, seller.clientId, EventType.ShipmentUpdated, { n });

    const second = await connect(seller.headers.cookie, `?lastEventId=${seen[1]!.id}`);
    await publishCommitted(app, seller.clientId, EventType.ShipmentUpdated, { n: 6 });
    const received = await second.waitForMessage((m) => (m.payload as { n?: number }).n === 6);
    expect(received.map((m) => m.payload)).toEqual([{ n: 3 }, { n: 4 }, { n: 5 }, { n: 6 }]);
    const ids = second.messages.map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(seen[1]!.id));
    await second.close();
  });

  it("never sends a client another client's events, live or missed", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    await publishCommitted(app, alice.clientId, EventType.InvoiceAvailable, { invoice: 'alice-old' });
    const aliceSocket = await connectLive(alice);
    const bobSocket = await connect(
      bob.headers.cookie,
      `?lastEventId=${await latestEventId(app, bob.clientId)}`,
    );
    await eventually(() => app.eventHub.subscriberCount(bob.clientId) > 0, { what: "bob's subscription" });
    await publishCommitted(app, alice.clientId, EventType.InvoiceAvailable, { invoice: 'alice-new' });
    // Bob's own event, committed after Alice's: once it reached him, Alice's would have too.
    await publishCommitted(app, bob.clientId, EventType.InvoiceAvailable, { invoice: 'bob-new' });
    const toAlice = await aliceSocket.waitForMessage((m) => m.type === EventType.InvoiceAvailable);
    expect(toAlice.map((m) => m.payload)).toEqual([{ invoice: 'alice-new' }]);
    const toBob = await bobSocket.waitForMessage((m) => m.type === EventType.InvoiceAvailable);
    expect(toBob.map((m) => m.payload)).toEqual([{ invoice: 'bob-new' }]);
    await aliceSocket.close();
    await bobSocket.close();
  });

  it('refuses a connection without a session with 401', async () => {
    await expect(connect(undefined)).rejects.toEqual(new UnexpectedResponseError(401));
    await expect(connect('sd_session=forged-token')).rejects.toEqual(new UnexpectedResponseError(401));
  });

  it("refuses a socket that a page of another site opens with the seller's cookie (403)", async () => {
    const seller = await signUp(app);
    const url = socketUrl(address, '/api/v1/events');
    for (const origin of ['https://evil.example', 'null', `http://evil.example:${new URL(address).port}`]) {
      await expect(openSocket(url, { cookie: seller.headers.cookie, origin })).rejects.toEqual(
        new UnexpectedResponseError(403),
      );
    }
    expect(app.eventHub.subscriberCount(seller.clientId)).toBe(0);
    const own = await openSocket(url, { cookie: seller.headers.cookie, origin: new URL(address).origin });
    await eventually(() => app.eventHub.subscriberCount(seller.clientId) === 1, { what: 'the subscription' });
    await own.close();
  });

  it('refuses an API key: the channel is for signed-in browsers', async () => {
    const seller = await signUp(app);
    const key = await createTestApiKey(app, seller);
    await expect(openSocket(socketUrl(address, '/api/v1/events'), { 'x-api-key': key })).rejects.toEqual(
      new UnexpectedResponseError(401),
    );
  });

  it('refuses a malformed lastEventId with 400', async () => {
    const seller = await signUp(app);
    await expect(connect(seller.headers.cookie, '?lastEventId=abc')).rejects.toEqual(
      new UnexpectedResponseError(400),
    );
  });

  it('closes the socket when the browser sends a message over the size limit', async () => {
    const seller = await signUp(app);
    const socket = await connectLive(seller);
    socket.ws.send('x'.repeat(64 * 1024 + 1));
    expect((await socket.closed).code).toBe(1009);
    await eventually(() => app.eventHub.subscriberCount(seller.clientId) === 0, { what: 'the unsubscribe' });
  });

  it('answers a ping and ignores any other message from the browser', async () => {
    const seller = await signUp(app);
    const other = await signUp(app);
    const socket = await connectLive(seller);
    socket.ws.send(JSON.stringify({ type: 'subscribe', clientId: other.clientId }));
    socket.ws.send('ping');
    const [pong] = await socket.waitForMessages(1);
    expect(pong).toEqual({ type: 'pong' });
    await publishCommitted(app, other.clientId, EventType.ShipmentCreated, { owner: 'other' });
    await publishCommitted(app, seller.clientId, EventType.ShipmentCreated, { owner: 'seller' });
    const received = await socket.waitForMessage((m) => m.type === EventType.ShipmentCreated);
    expect(received.map((m) => m.payload ?? m.type)).toEqual(['pong', { owner: 'seller' }]);
    await socket.close();
  });

  it('keeps one client in commit order when two transactions publish at once', async () => {
    const seller = await signUp(app);
    const socket = await connect(
      seller.headers.cookie,
      `?lastEventId=${await latestEventId(app, seller.clientId)}`,
    );
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstHasPublished = false;
    const first = app.database.db.transaction(async (tx) => {
      const event = await publishEvent(tx as unknown as Db, {
        clientId: seller.clientId,
        type: EventType.ShipmentUpdated,
        payload: { tx: 'first' },
      });
      firstHasPublished = true;
      await firstMayCommit;
      return event;
    });
    await eventually(() => firstHasPublished, { what: 'the first transaction to publish' });
    let secondHasCommitted = false;
    const second = publishCommitted(app, seller.clientId, EventType.ShipmentUpdated, { tx: 'second' }).then(
      (event) => {
        secondHasCommitted = true;
        return event;
      },
    );
    // The second waits for the first to commit, so it cannot take a later id and commit earlier. On
    // PostgreSQL it is seen queued on the client's lock; PGlite's one connection queues it anyway.
    if (testDbKind() === 'postgres')
      await eventually(async () => (await outboxLockWaiters(app)) > 0, { what: 'the second to wait' });
    expect(secondHasCommitted).toBe(false);
    releaseFirst();
    const [a, b] = await Promise.all([first, second]);
    expect(Number(a.id)).toBeLessThan(Number(b.id));
    const messages = await socket.waitForMessages(2);
    expect(messages.map((m) => m.payload)).toEqual([{ tx: 'first' }, { tx: 'second' }]);
    await socket.close();
  });

  if (testDbKind() === 'postgres') {
    it("does not hold up another client's events while one client's transaction is open", async () => {
      const seller = await signUp(app);
      const other = await signUp(app);
      let releaseFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      let firstHasPublished = false;
      let firstHasCommitted = false;
      const first = app.database.db
        .transaction(async (tx) => {
          await publishEvent(tx as unknown as Db, { clientId: seller.clientId, type: 'x', payload: {} });
          firstHasPublished = true;
          await firstMayCommit;
        })
        .then(() => {
          firstHasCommitted = true;
        });
      await eventually(() => firstHasPublished, { what: 'the first transaction to publish' });
      const otherSocket = await connectLive(other);
      await publishCommitted(app, other.clientId, EventType.ShipmentCreated, { owner: 'other' });
      const [delivered] = await otherSocket.waitForMessages(1);
      expect(delivered).toMatchObject({ type: EventType.ShipmentCreated, payload: { owner: 'other' } });
      expect(firstHasCommitted).toBe(false);
      releaseFirst();
      await first;
      expect(firstHasCommitted).toBe(true);
      await otherSocket.close();
    });
  }
});

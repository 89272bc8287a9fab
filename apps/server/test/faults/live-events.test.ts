import { EventType } from '@shipdeck/domain/events/event-types';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/platform/db/database.ts';
import { LISTEN_APPLICATION_NAME } from '../../src/platform/db/database.ts';
import { publishEvents } from '../../src/platform/outbox/event-publisher.ts';
import { signUp } from '../helpers/clients.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { buildPlatformApp, eventually } from '../platform/support/platform-app.ts';
import { latestEventId, publishCommitted } from '../platform/support/publish.ts';
import { openSocket, socketUrl, type TestSocket } from '../platform/support/test-socket.ts';

/** Far below the 30 s sweep: an event arriving within this came by a notification or a catch-up read. */
const PROMPTLY_MS = 5_000;

describe('live events when the database drops connections and many sockets join', async () => {
  const database = await createTestDatabase();
  const app = await buildPlatformApp({ database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const connect = (cookie: string, lastEventId?: string) =>
    openSocket(
      socketUrl(address, `/api/v1/events${lastEventId === undefined ? '' : `?lastEventId=${lastEventId}`}`),
      { cookie },
    );

  /** The backend ids of this app's listening connection. */
  const listenerBackends = async () =>
    (
      await app.database.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [LISTEN_APPLICATION_NAME],
      )
    ).map((row) => row.pid);

  it('reopens the listening connection the database terminated and delivers events at once, not by the sweep', async () => {
    const seller = await signUp(app);
    const socket = await connect(seller.headers.cookie, await latestEventId(app, seller.clientId));
    const [before] = await listenerBackends();
    expect(before).toBeDefined();
    const terminated = await app.database.query<{ ok: boolean }>('SELECT pg_terminate_backend($1) AS ok', [
      before,
    ]);
    expect(terminated[0]!.ok).toBe(true);

    // Committed while the listener is down or coming back: its notification may be lost, the event not.
    await publishCommitted(app, seller.clientId, EventType.ShipmentUpdated, { n: 1 });
    await socket.waitForMessages(1, PROMPTLY_MS);
    const after = await eventually(
      async () => {
        const [pid] = await listenerBackends();
        return pid !== undefined && pid !== before && pid;
      },
      { timeoutMs: PROMPTLY_MS, what: 'a new listening connection' },
    );
    expect(after).not.toBe(before);

    await publishCommitted(app, seller.clientId, EventType.ShipmentUpdated, { n: 2 });
    await socket.waitForMessages(2, PROMPTLY_MS);
    expect(socket.messages.map((m) => m.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    await socket.close();
  });

  /** The `n` of every event a socket received, in arrival order. */
  const numbersOf = (socket: TestSocket) => socket.messages.map((m) => (m.payload as { n: number }).n);

  it('joins 200 sockets while 1 000 events are published: none misses an event committed after it opened', async () => {
    const seller = await signUp(app);
    const since = await latestEventId(app, seller.clientId);
    const EVENTS = 1_000;
    const SOCKETS = 200;
    const BATCH = 10;
    // About the size of a shipment view, so the sockets carry realistic volumes.
    const filler = 'x'.repeat(300);
    let committed = 0;
    const publishing = (async () => {
      for (let first = 0; first < EVENTS; first += BATCH) {
        await app.database.db.transaction((tx) =>
          publishEvents(
            tx as unknown as Db,
            Array.from({ length: BATCH }, (_, i) => ({
              clientId: seller.clientId,
              type: EventType.ShipmentUpdated,
              payload: { n: first + i, filler },
            })),
          ),
        );
        committed += BATCH;
      }
    })();
    // Half reconnect with the id seen before the burst; half are browsers opening the app afresh, which
    // must get every event committed once their socket is open.
    const joining = Array.from({ length: SOCKETS }, async (_, i) => {
      const isReconnect = i % 2 === 0;
      const socket = await connect(seller.headers.cookie, isReconnect ? since : undefined);
      return { socket, firstRequired: isReconnect ? 0 : committed };
    });
    const joined = await Promise.all(joining);
    await publishing;
    const deadline = Date.now() + 60_000;
    for (const { socket, firstRequired } of joined) {
      while (numbersOf(socket).at(-1) !== EVENTS - 1 && Date.now() < deadline)
        await socket.waitForMessages(socket.messages.length + 1, deadline - Date.now()).catch(() => {});
      const received = numbersOf(socket);
      const first = received[0] ?? EVENTS;
      expect(first, 'the first event a socket must receive').toBeLessThanOrEqual(firstRequired);
      expect(received).toEqual(Array.from({ length: EVENTS - first }, (_, i) => first + i));
    }
    expect(joined.filter(({ firstRequired }) => firstRequired === 0).length).toBeGreaterThanOrEqual(100);
    await Promise.all(joined.map(({ socket }) => socket.close()));
  }, 120_000);
});

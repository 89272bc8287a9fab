import type { RealtimeEvent } from '@shipdeck/domain/events/event-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { OUTBOX_CHANNEL } from './event-publisher.ts';
import { findEventsAfter, findLatestEventId } from './outbox.repository.ts';

export type EventSubscription = {
  /** Resolves once the missed events are sent and live ones flow. */
  ready: Promise<void>;
  unsubscribe: () => void;
};

type Subscriber = { cursor: number; send: (event: RealtimeEvent) => void; isActive: boolean };

/** One client's sockets in this process; every read and push for the client runs in `chain`, one at a time. */
type ClientChannel = {
  subscribers: Set<Subscriber>;
  /** Subscribers added or about to be added; the channel is dropped when it reaches 0. */
  members: number;
  chain: Promise<void>;
  isPumpQueued: boolean;
};

export type EventHubOptions = {
  database: Database;
  log: FastifyBaseLogger;
  /** Events read per query (default 500). */
  batchSize?: number;
  /**
   * Every channel is also re-read on this period (default 30 s), so a NOTIFY lost while the LISTEN
   * connection was down delays an event instead of losing it.
   */
  sweepIntervalMs?: number;
};

/**
 * Pushes outbox events to the sockets of their client. Every process LISTENs on the outbox channel
 * (payload: client id); a notification makes it read that client's events newer than what its sockets
 * have and send them in id order. Event ids of one client follow commit order (migration 0020), so
 * "newer than the last id sent" never skips an event.
 */
export const createEventHub = (options: EventHubOptions) => {
  const { database, log } = options;
  const batchSize = options.batchSize ?? 500;
  const channels = new Map<string, ClientChannel>();
  let unlisten: (() => Promise<void>) | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let isStopped = false;

  const runExclusive = (clientId: string, channel: ClientChannel, task: () => Promise<void>) => {
    const next = channel.chain.then(task).catch((error: unknown) => {
      log.error({ err: error, clientId }, 'could not push events to a client');
    });
    channel.chain = next;
    return next;
  };

  const pump = async (clientId: string, channel: ClientChannel) => {
    for (;;) {
      if (isStopped) return;
      const subscribers = [...channel.subscribers];
      if (subscribers.length === 0) return;
      const from = Math.min(...subscribers.map((s) => s.cursor));
      const events = await findEventsAfter(database.db, { clientId, afterId: from, limit: batchSize });
      for (const { sequence, ...event } of events) {
        for (const subscriber of subscribers) {
          if (!subscriber.isActive || sequence <= subscriber.cursor) continue;
          subscriber.cursor = sequence;
          subscriber.send(event);
        }
      }
      if (events.length < batchSize) return;
    }
  };

  const requestPump = (clientId: string) => {
    const channel = channels.get(clientId);
    // Coalesces a burst of notifications into one read that happens after the current one.
    if (!channel || channel.isPumpQueued || isStopped) return;
    channel.isPumpQueued = true;
    void runExclusive(clientId, channel, async () => {
      channel.isPumpQueued = false;
      await pump(clientId, channel);
    });
  };

  const start = async () => {
    unlisten = await database.listen(OUTBOX_CHANNEL, requestPump);
    const sweepIntervalMs = options.sweepIntervalMs ?? 30_000;
    sweepTimer = setInterval(() => {
      for (const clientId of channels.keys()) requestPump(clientId);
    }, sweepIntervalMs);
    sweepTimer.unref();
  };

  /**
   * Sends the client's events after `lastEventId` (every event missed while disconnected), then every
   * new one as it commits. Without `lastEventId`, only events committed after subscribing are sent.
   */
  const subscribe = ({
    clientId,
    lastEventId,
    send,
  }: {
    clientId: string;
    lastEventId?: number;
    send: (event: RealtimeEvent) => void;
  }): EventSubscription => {
    if (isStopped) throw new Error('The event hub is stopped');
    let channel = channels.get(clientId);
    if (!channel) {
      channel = { subscribers: new Set(), members: 0, chain: Promise.resolve(), isPumpQueued: false };
      channels.set(clientId, channel);
    }
    const joined = channel;
    joined.members++;
    const subscriber: Subscriber = { cursor: 0, send, isActive: true };
    const ready = runExclusive(clientId, joined, async () => {
      if (!subscriber.isActive) return;
      const latest = await findLatestEventId(database.db, clientId);
      // An id beyond the newest (a browser that saw another database) must not hide future events.
      subscriber.cursor = lastEventId === undefined ? latest : Math.min(lastEventId, latest);
      joined.subscribers.add(subscriber);
      await pump(clientId, joined);
    });
    let hasLeft = false;
    const unsubscribe = () => {
      if (hasLeft) return;
      hasLeft = true;
      subscriber.isActive = false;
      joined.subscribers.delete(subscriber);
      joined.members--;
      if (joined.members === 0 && channels.get(clientId) === joined) channels.delete(clientId);
    };
    return { ready, unsubscribe };
  };

  const stop = async () => {
    if (isStopped) return;
    isStopped = true;
    clearInterval(sweepTimer);
    await unlisten?.().catch(() => {});
    await Promise.allSettled([...channels.values()].map((channel) => channel.chain));
    channels.clear();
  };

  const subscriberCount = (clientId: string) => channels.get(clientId)?.subscribers.size ?? 0;

  return { start, stop, subscribe, subscriberCount };
};

export type EventHub = ReturnType<typeof createEventHub>;

import type { RealtimeEvent } from '@shipdeck/domain/events/event-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { OUTBOX_CHANNEL } from './event-publisher.ts';
import { findEventsAfter, findLatestEventId } from './outbox.repository.ts';

export type EventSubscription = { unsubscribe: () => void };

type Subscriber = {
  cursor: number;
  send: (event: RealtimeEvent) => void;
  isActive: boolean;
  /** When it subscribed: events written before are catch-up, not live. */
  joinedAt: number;
};

/** One client's sockets in this process; every read and push for the client runs in `chain`, one at a time. */
type ClientChannel = {
  subscribers: Set<Subscriber>;
  chain: Promise<void>;
  isPumpQueued: boolean;
};

export type EventHubOptions = {
  database: Database;
  log: FastifyBaseLogger;
  /** Events read per query (default 500). */
  batchSize?: number;
  /**
   * Every channel is also re-read on this period (default 30 s): a last resort for a notification lost
   * some other way (a lost connection is noticed and caught up on at once).
   */
  sweepIntervalMs?: number;
  /** Told, once per event, how long a live event took from being written to being pushed (metrics). */
  onLiveDelivery?: (lagSeconds: number) => void;
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
        const writtenAt = Date.parse(event.createdAt);
        let isLive = false;
        for (const subscriber of subscribers) {
          if (!subscriber.isActive || sequence <= subscriber.cursor) continue;
          subscriber.cursor = sequence;
          subscriber.send(event);
          isLive ||= writtenAt >= subscriber.joinedAt;
        }
        if (isLive) options.onLiveDelivery?.(Math.max(0, Date.now() - writtenAt) / 1000);
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

  const pumpAll = () => {
    for (const clientId of channels.keys()) requestPump(clientId);
  };

  const start = async () => {
    unlisten = await database.listen(OUTBOX_CHANNEL, requestPump, {
      // Notifications sent while the connection was down are lost: read every client's new events now.
      onResumed: () => {
        log.warn('listening for events again after a lost database connection');
        pumpAll();
      },
    });
    sweepTimer = setInterval(pumpAll, options.sweepIntervalMs ?? 30_000);
    sweepTimer.unref();
  };

  /**
   * Where a new socket starts: after `lastEventId` (it receives every event it missed while away), or,
   * for a browser connecting afresh, after the newest event now. Read before the socket opens, so an event
   * committed once the browser sees the socket open is never before its starting point.
   */
  const startingPoint = async ({ clientId, lastEventId }: { clientId: string; lastEventId?: number }) => {
    const latest = await findLatestEventId(database.db, clientId);
    // An id beyond the newest (a browser that saw another database) must not hide future events.
    return lastEventId === undefined ? latest : Math.min(lastEventId, latest);
  };

  /**
   * Subscribes a socket at once, then sends it the client's events after `after` (see `startingPoint`)
   * and every new one as it commits. Joining before reading means no event committed meanwhile can fall
   * between what it read and what it is woken for.
   */
  const subscribe = ({
    clientId,
    after,
    send,
  }: {
    clientId: string;
    after: number;
    send: (event: RealtimeEvent) => void;
  }): EventSubscription => {
    if (isStopped) throw new Error('The event hub is stopped');
    let channel = channels.get(clientId);
    if (!channel) {
      channel = { subscribers: new Set(), chain: Promise.resolve(), isPumpQueued: false };
      channels.set(clientId, channel);
    }
    const joined = channel;
    const subscriber: Subscriber = { cursor: after, send, isActive: true, joinedAt: Date.now() };
    joined.subscribers.add(subscriber);
    requestPump(clientId);
    const unsubscribe = () => {
      if (!subscriber.isActive) return;
      subscriber.isActive = false;
      joined.subscribers.delete(subscriber);
      if (joined.subscribers.size === 0 && channels.get(clientId) === joined) channels.delete(clientId);
    };
    return { unsubscribe };
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

  return { start, stop, startingPoint, subscribe, subscriberCount };
};

export type EventHub = ReturnType<typeof createEventHub>;

import type { RealtimeEvent } from '@shipdeck/domain/events/event-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { forbidden, unauthorized } from '../../platform/errors/app-error.ts';
import { createEventHub, type EventHub } from '../../platform/outbox/event-hub.ts';
import { pruneOutboxEventsJob } from '../../platform/outbox/prune-outbox-events.job.ts';
import { isAllowedSocketOrigin } from './socket-origin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pushes a client's outbox events to its open sockets in this process. */
    eventHub: EventHub;
  }
}

/** A socket whose unsent data grows past this is closed; the browser reconnects with its last id. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const HEARTBEAT_INTERVAL_MS = 30_000;
/** Close codes the browser sees (1008 policy violation; 1013 try again later). */
export const SocketCloseCode = { SlowConsumer: 1013, ServerShutdown: 1001 } as const;

const querySchema = z.object({
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .optional(),
});

const isPing = (data: RawData, isBinary: boolean) => {
  if (isBinary || !Buffer.isBuffer(data) || data.length > 64) return false;
  const text = data.toString('utf8').trim();
  if (text === 'ping') return true;
  try {
    return (JSON.parse(text) as { type?: unknown }).type === 'ping';
  } catch {
    return false;
  }
};

/**
 * The real-time channel `GET /api/v1/events` (WebSocket): a signed-in browser receives its client's
 * events as JSON `{ id, type, payload, createdAt }`, first those after `?lastEventId=` (missed while it
 * was away), then live ones. It may send `ping` (or `{"type":"ping"}`) and gets `{"type":"pong"}`;
 * anything else it sends is ignored, and a message over the socket limit closes the socket (1009).
 * A page of another origin is refused (403) before the upgrade.
 */
export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    const hub = createEventHub({
      database: app.database,
      log: app.log.child({ module: 'events' }),
      onLiveDelivery: (lagSeconds) => app.metrics.eventDeliveryLag.observe(lagSeconds),
    });
    app.decorate('eventHub', hub);
    app.jobs.register(pruneOutboxEventsJob);
    const sockets = new Set<WebSocket & { isAlive?: boolean }>();
    // The id each upgrading request's stream starts after, read before the browser sees the socket open.
    const streamStarts = new WeakMap<FastifyRequest, number>();

    app.addHook('onReady', async () => {
      await hub.start();
    });
    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      for (const socket of sockets) socket.close(SocketCloseCode.ServerShutdown, 'server shutdown');
      await hub.stop();
    });

    // Drops sockets whose browser vanished without closing (no pong for a whole interval).
    const heartbeat = setInterval(() => {
      for (const socket of sockets) {
        if (socket.isAlive === false) {
          socket.terminate();
          continue;
        }
        socket.isAlive = false;
        socket.ping();
      }
    }, HEARTBEAT_INTERVAL_MS);
    heartbeat.unref();

    app.get(
      '/api/v1/events',
      {
        websocket: true,
        config: { access: 'session' },
        schema: { querystring: querySchema },
        preValidation: async (request) => {
          // A page of another site must not open a socket with the seller's cookie.
          if (!isAllowedSocketOrigin(request, app.config)) throw forbidden();
          if (!request.auth) throw unauthorized();
        },
        preHandler: async (request) => {
          const { lastEventId } = request.query as z.output<typeof querySchema>;
          streamStarts.set(
            request,
            await hub.startingPoint({ clientId: request.auth!.clientId, lastEventId }),
          );
        },
      },
      (socket: WebSocket & { isAlive?: boolean }, request) => {
        const { clientId } = request.auth!;
        sockets.add(socket);
        socket.isAlive = true;
        socket.on('pong', () => {
          socket.isAlive = true;
        });

        const send = (event: RealtimeEvent) => {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
            socket.close(SocketCloseCode.SlowConsumer, 'slow consumer');
            return;
          }
          socket.send(JSON.stringify(event));
        };
        const subscription = hub.subscribe({ clientId, after: streamStarts.get(request)!, send });

        socket.on('message', (data: RawData, isBinary: boolean) => {
          if (isPing(data, isBinary)) socket.send(JSON.stringify({ type: 'pong' }));
        });
        socket.on('close', () => {
          sockets.delete(socket);
          subscription.unsubscribe();
        });
      },
    );
  },
  { name: 'events', dependencies: ['jobs', 'metrics'] },
);

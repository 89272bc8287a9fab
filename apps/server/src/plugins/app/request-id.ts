import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is kept when it is short and made of characters that are safe in a log line and a header
 * (UUIDs, ULIDs, trace ids such as `Root=1-5f…`); anything else could forge or break log lines.
 */
const WELL_FORMED_REQUEST_ID = /^[\w.:=+/@-]{1,128}$/;

/**
 * The id of a request, logged with every line about it and sent back in `x-request-id`: the caller's own
 * (a proxy or another service that already named it) when well-formed, else a new UUID.
 */
export const requestIdOf = (request: IncomingMessage) => {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
};

/** Sends every response's request id back, so a caller can quote it and an operator find its log lines. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);

import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { presentedApiKey } from '../app/auth.ts';

const ONE_MINUTE_MS = 60_000;

/**
 * A budget of API_RATE_LIMIT_PER_MINUTE requests a minute per API key (ADR 0016), counted before the key
 * is even looked up, so a flood costs no database work; past it 429 with Retry-After and the
 * x-ratelimit-* headers. Requests without a key (the browser app, sign-in) are not counted here. Each
 * process counts its own requests: behind N processes a key gets up to N budgets.
 */
export const apiRateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    max: app.config.API_RATE_LIMIT_PER_MINUTE,
    timeWindow: ONE_MINUTE_MS,
    // The key's hash names its budget: the key itself is never kept in memory longer than the request.
    keyGenerator: (request) =>
      `api-key:${createHash('sha256')
        .update(presentedApiKey(request) ?? '')
        .digest('hex')}`,
    allowList: (request) => presentedApiKey(request) === undefined,
  });
});

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { forbidden, unauthorized } from '../../platform/errors/app-error.ts';
import { createMetrics, type Metrics } from '../../platform/metrics/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The route label of requests no route matched: one series for them all, whatever their paths. */
const UNMATCHED_ROUTE = '(unmatched)';

const digest = (text: string) => createHash('sha256').update(text).digest();

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
};

/**
 * Who may scrape: with METRICS_TOKEN, whoever sends it as a bearer token; without one, anyone in demo mode
 * (a laptop or a trial) and nobody in production mode, where the figures (routes, queues, load) are not
 * for the public.
 */
const scrapeAccess = (request: FastifyRequest, config: AppConfig) => {
  const expected = config.METRICS_TOKEN;
  if (!expected) return config.APP_MODE === 'demo' ? 'allowed' : 'refused';
  const sent = bearerToken(request);
  // Compared as digests of equal length, in constant time.
  return sent && timingSafeEqual(digest(sent), digest(expected)) ? 'allowed' : 'unauthenticated';
};

/**
 * Prometheus metrics at GET /metrics (text exposition format): request latency by route pattern, job
 * queue depth and age, event delivery lag, database pool use, and the Node process's own figures.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = createMetrics({ database: app.database });
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      metrics.httpRequestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const access = scrapeAccess(request, app.config);
      if (access === 'refused') throw forbidden();
      if (access === 'unauthenticated') {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthorized();
      }
      const { body, contentType } = await metrics.scrape();
      return reply.type(contentType).send(body);
    });
  },
  { name: 'metrics' },
);

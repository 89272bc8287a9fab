import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pendingMigrations } from '../../platform/db/migrate.ts';

/** A readiness check that waits longer than this counts as failed: a hung database is not ready. */
const READINESS_TIMEOUT_MS = 2_000;

const databaseKind = z.enum(['pglite', 'postgres']);

const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: databaseKind,
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['applied', 'pending', 'unknown']),
  }),
  pendingMigrations: z.array(z.string()),
});

type Readiness = z.infer<typeof readinessSchema>;

const withinTimeout = async <T>(work: Promise<T>) => {
  const controller = new AbortController();
  try {
    return await Promise.race([
      work,
      delay(READINESS_TIMEOUT_MS, undefined, { signal: controller.signal }).then(() => {
        throw new Error(`readiness check timed out after ${READINESS_TIMEOUT_MS} ms`);
      }),
    ]);
  } finally {
    controller.abort();
  }
};

const checkReadiness = async (app: FastifyInstance): Promise<Readiness> => {
  const database = app.database.kind;
  try {
    const pending = await withinTimeout(pendingMigrations(app.database));
    const isMigrated = pending.length === 0;
    return {
      status: isMigrated ? 'ready' : 'unavailable',
      database,
      checks: { database: 'ok', migrations: isMigrated ? 'applied' : 'pending' },
      pendingMigrations: pending,
    };
  } catch (error) {
    app.log.warn({ err: error }, 'readiness check: the database does not answer');
    return {
      status: 'unavailable',
      database,
      checks: { database: 'unreachable', migrations: 'unknown' },
      pendingMigrations: [],
    };
  }
};

/**
 * Probes for a load balancer or orchestrator. Liveness says only that the process serves HTTP (restart it
 * when this fails); readiness says it can do its work: the database answers and has every migration of this
 * version (send it traffic only then). `/api/health` is the older combined check, kept for existing monitors.
 */
export const healthRoutes = async (app: FastifyInstance) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        response: { 200: z.object({ status: z.literal('ok'), database: databaseKind }) },
      },
    },
    async () => {
      await app.database.query('select 1');
      return { status: 'ok' as const, database: app.database.kind };
    },
  );

  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: { tags: ['platform'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: { tags: ['platform'], response: { 200: readinessSchema, 503: readinessSchema } },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app);
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};

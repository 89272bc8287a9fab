import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export const healthRoutes = async (app: FastifyInstance) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await app.database.query('select 1');
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};

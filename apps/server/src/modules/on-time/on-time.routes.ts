import { onTimeSharingSchema } from '@shipdeck/domain/carriers/on-time-sharing.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { isSharing, setSharing } from './set-sharing.ts';

const tags = ['on-time'];

/** The seller's choice to share its delivery data for the all-clients on-time score. */
export const onTimeRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.get(
    '/on-time/sharing',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Whether the client shares its delivery data for the all-clients on-time score',
        response: { 200: onTimeSharingSchema },
      },
    },
    async (request) => ({ shared: await isSharing(db, requireAuth(request.auth).clientId) }),
  );

  app.put(
    '/on-time/sharing',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Share (or stop sharing) delivery data, and see (or stop seeing) the all-clients score',
        body: onTimeSharingSchema,
        response: { 200: onTimeSharingSchema },
      },
    },
    async (request) => setSharing(db, requireAuth(request.auth).clientId, request.body.shared),
  );
};

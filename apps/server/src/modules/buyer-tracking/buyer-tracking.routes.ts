import {
  publicTrackingSchema,
  trackingTokenSchema,
} from '@shipdeck/domain/tracking-page/tracking-page.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors/app-error.ts';
import type { BuyerTrackingDependencies } from './buyer-tracking-dependencies.ts';
import { getPublicTracking } from './get-public-tracking.ts';

/** The buyers' tracking page: public, reached only through the link in the buyer's e-mail. */
export const buyerTrackingRoutes: FastifyPluginAsyncZod<BuyerTrackingDependencies> = async (
  app,
  dependencies,
) => {
  app.get(
    '/tracking/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tracking'],
        summary: "A shipment's tracking for its buyer, by the token of the link in the buyer's e-mail",
        params: z.object({ token: z.string().max(200) }),
        response: { 200: publicTrackingSchema },
      },
    },
    async (request, reply) => {
      // A malformed token is as unknown as a wrong one: the same 404 and message key.
      if (!trackingTokenSchema.safeParse(request.params.token).success) {
        throw notFound('tracking.error.not-found');
      }
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return getPublicTracking(
        { ...dependencies, db: app.database.db, config: app.config },
        { token: request.params.token, ip: request.ip },
      );
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';
import { advanceTracking } from './tracking-simulator.ts';

/**
 * Debug servers only: the caller's parcels take the tracking state the sandbox carrier reports at a
 * later moment, so a demo or a journey sees a delivery without waiting for it.
 */
export const sandboxClockRoutes: FastifyPluginAsyncZod<ShipmentsDependencies> = async (app, dependencies) => {
  app.post(
    '/dev/tracking/advance',
    {
      config: { access: 'session' },
      schema: {
        tags: ['dev'],
        summary: "Advance the caller's sandbox tracking to a moment (debug servers only)",
        body: z.object({ asOf: z.iso.datetime() }).strict(),
        response: { 200: z.object({ moved: z.number().int() }) },
      },
    },
    async (request) => {
      if (!app.config.DEBUG_TOOLS && app.config.NODE_ENV !== 'test') throw forbidden();
      const moved = await advanceTracking(
        {
          db: app.database.db,
          carriers: dependencies.carriers,
          findShipmentExtras: dependencies.findShipmentExtras,
          timeScale: app.config.SANDBOX_TIME_SCALE,
          onMoved: (tx, input) => dependencies.trackingMoved(tx, { ...input, jobs: app.jobs }),
        },
        new Date(request.body.asOf),
        requireAuth(request.auth).clientId,
      );
      return { moved };
    },
  );
};

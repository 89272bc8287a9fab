import {
  volumeDiscountsSchema,
  volumeEstimateRequestSchema,
} from '@shipdeck/domain/volume-discounts/volume-discounts.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { getClientCapabilities } from '../features/index.ts';
import { createVolumeEstimate } from './create-volume-estimate.ts';
import { getVolumeDiscounts } from './get-volume-discounts.ts';

const tags = ['volume-discounts'];

/** Volume discounts (settings → volume discounts), for clients with the volumeDiscounts capability. */
export const volumeDiscountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: 'session' as const };

  const clientWithCapability = async (request: FastifyRequest) => {
    const auth = requireAuth(request.auth);
    if (!(await getClientCapabilities(db, auth)).volumeDiscounts) throw forbidden();
    return auth.clientId;
  };

  app.get(
    '/volume-discounts',
    {
      config,
      schema: {
        tags,
        summary: "Bands, whether the client stated its volume, and the client's rate per carrier",
        response: { 200: volumeDiscountsSchema },
      },
    },
    async (request) => getVolumeDiscounts(db, { clientId: await clientWithCapability(request) }),
  );

  app.post(
    '/volume-discounts/estimate',
    {
      config,
      schema: {
        tags,
        summary: 'State the band of shipments a month the client expects',
        body: volumeEstimateRequestSchema,
        response: { 200: volumeDiscountsSchema },
      },
    },
    async (request) => {
      const clientId = await clientWithCapability(request);
      await createVolumeEstimate(db, { clientId, estimate: request.body });
      return getVolumeDiscounts(db, { clientId });
    },
  );
};

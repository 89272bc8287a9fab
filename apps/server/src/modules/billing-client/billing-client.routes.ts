import { billingClientInputSchema, billingClientSchema } from '@shipdeck/domain/billing/billing.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { getBillingClient } from './get-billing-client.ts';
import { updateBillingClient } from './update-billing-client.ts';

const tags = ['billing'];

export const billingClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const config = { access: 'session' as const };

  app.get(
    '/billing-client',
    {
      config,
      schema: { tags, response: { 200: z.object({ billingClient: billingClientSchema.nullable() }) } },
    },
    async (request) => ({ billingClient: await getBillingClient(db, requireAuth(request.auth).clientId) }),
  );

  app.put(
    '/billing-client',
    { config, schema: { tags, body: billingClientInputSchema, response: { 200: billingClientSchema } } },
    async (request) =>
      updateBillingClient({ db, clientId: requireAuth(request.auth).clientId, input: request.body }),
  );
};

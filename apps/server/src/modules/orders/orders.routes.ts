import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  orderSummarySchema,
} from '@shipdeck/domain/orders/orders.schema';
import { payableResponseSchema } from '@shipdeck/domain/shipments/bulk.schema';
import { referenceListQuerySchema } from '@shipdeck/domain/shipments/shipment.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { platformDependenciesOf } from '../../plugins/app/platform-dependencies.ts';
import { createOrder } from './create-order.ts';
import { findPayableShipments } from './find-payable-shipments.ts';
import { getOrder } from './get-order.ts';
import { type OrderProviders, orderDependenciesOf } from './orders-dependencies.ts';
import { defineRefundOrderJob } from './refund-order.job.ts';
import { defineSettleOrderJob } from './settle-order.job.ts';

const tags = ['orders'];

export const ordersRoutes: FastifyPluginAsyncZod<OrderProviders> = async (app, providers) => {
  const platform = platformDependenciesOf(app);
  const db = app.database.db;
  const config = { access: 'apiKey' as const };
  app.jobs.register(defineSettleOrderJob(providers));
  app.jobs.register(defineRefundOrderJob(providers));

  app.post(
    '/orders',
    {
      // Paying twice is what Idempotency-Key is for; the body's idempotencyKey guards the charge beneath it.
      config: { ...config, idempotency: true },
      schema: { tags, body: createOrderRequestSchema, response: { 201: createOrderResponseSchema } },
    },
    async (request, reply) => {
      const result = await createOrder(orderDependenciesOf(platform, providers), {
        auth: requireAuth(request.auth),
        input: request.body,
        now: new Date(),
      });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/orders/:orderReference',
    {
      config,
      schema: {
        tags,
        params: z.object({ orderReference: z.string().min(1).max(40) }),
        response: { 200: orderSummarySchema },
      },
    },
    async (request) => getOrder(db, requireAuth(request.auth).clientId, request.params.orderReference),
  );

  app.get(
    '/shipments/payable',
    {
      config,
      schema: {
        // Listed with the other bulk calls on shipments.
        tags: ['shipments'],
        summary: 'Pay from draft: which of the named shipments an order can buy now',
        querystring: z.object({ references: referenceListQuerySchema }),
        response: { 200: payableResponseSchema },
      },
    },
    async (request) =>
      findPayableShipments(db, {
        carriers: providers.carriers,
        auth: requireAuth(request.auth),
        references: request.query.references,
        now: new Date(),
      }),
  );
};

import {
  WebhookMessage,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@shipdeck/domain/webhooks/webhook.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { platformDependenciesOf } from '../../plugins/app/platform-dependencies.ts';
import { getClientCapabilities } from '../features/index.ts';
import { createTestDelivery } from './create-test-delivery.ts';
import { createWebhookEndpoint } from './create-webhook-endpoint.ts';
import { deleteWebhookEndpoint } from './delete-webhook-endpoint.ts';
import { defineDispatchWebhookEventsJob } from './dispatch-webhook-events.job.ts';
import { findWebhookDeliveries } from './find-webhook-deliveries.ts';
import { findWebhookEndpoints } from './find-webhook-endpoints.ts';
import { getWebhookEndpoint } from './get-webhook-endpoint.ts';
import { replayWebhookDelivery } from './replay-webhook-delivery.ts';
import { rotateWebhookSecret } from './rotate-webhook-secret.ts';
import { defineSendWebhookDeliveryJob } from './send-webhook-delivery.job.ts';
import { defineSweepWebhooksJob } from './sweep-webhooks.job.ts';
import { updateWebhookEndpoint } from './update-webhook-endpoint.ts';
import type { WebhookDependencies } from './webhook-dependencies.ts';
import { startWebhookWakeups } from './webhook-wakeups.ts';

const tags = ['webhooks'];
const endpointParams = z.object({ id: z.string() });
const deliveryParams = z.object({ id: z.string(), deliveryId: z.string() });

/** A malformed id names no endpoint of this client: the same 404 as another client's id. */
const uuidOrNotFound = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw notFound(WebhookMessage.NotFound);
  return id;
};

/**
 * Settings → Webhooks and /api/v1/webhooks: a client's endpoints, their secrets and delivery logs. Open
 * to sessions and API keys, for clients with the API key capability (userCanGenerateApiKey). Given the
 * webhooks' clock and resolver where the modules are put together (tests hand in fakes).
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhookDependencies }> = async (
  app,
  { webhooks },
) => {
  const { db } = app.database;
  const config = { access: 'apiKey' as const };
  const dependencies = { ...platformDependenciesOf(app), webhooks };
  app.jobs.register(defineDispatchWebhookEventsJob(webhooks));
  app.jobs.register(defineSendWebhookDeliveryJob(webhooks));
  app.jobs.register(defineSweepWebhooksJob(webhooks));
  startWebhookWakeups(app);

  const clientWithCapability = async (request: FastifyRequest) => {
    const auth = requireAuth(request.auth);
    if (!(await getClientCapabilities(db, auth)).userCanGenerateApiKey) throw forbidden();
    return auth.clientId;
  };

  app.get(
    '/webhooks',
    {
      config,
      schema: {
        tags,
        summary: "The client's webhook endpoints",
        response: { 200: webhookEndpointListSchema },
      },
    },
    async (request) => findWebhookEndpoints(db, { clientId: await clientWithCapability(request) }),
  );

  app.post(
    '/webhooks',
    {
      config,
      schema: {
        tags,
        summary:
          'Add a webhook endpoint (https, public address; 409 past 5); the answer shows its signing secret',
        body: webhookEndpointInputSchema,
        response: { 201: webhookEndpointWithSecretSchema },
      },
    },
    async (request, reply) => {
      const clientId = await clientWithCapability(request);
      return reply
        .status(201)
        .send(await createWebhookEndpoint(dependencies, { clientId, endpoint: request.body }));
    },
  );

  app.get(
    '/webhooks/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One webhook endpoint with its signing secret',
        params: endpointParams,
        response: { 200: webhookEndpointWithSecretSchema },
      },
    },
    async (request) =>
      getWebhookEndpoint(dependencies, {
        clientId: await clientWithCapability(request),
        id: uuidOrNotFound(request.params.id),
      }),
  );

  app.patch(
    '/webhooks/:id',
    {
      config,
      schema: {
        tags,
        summary: "Change a webhook endpoint's address, events or description",
        params: endpointParams,
        body: webhookEndpointPatchSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) =>
      updateWebhookEndpoint(dependencies, {
        clientId: await clientWithCapability(request),
        id: uuidOrNotFound(request.params.id),
        patch: request.body,
      }),
  );

  app.delete(
    '/webhooks/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a webhook endpoint and its log',
        params: endpointParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteWebhookEndpoint(db, {
        clientId: await clientWithCapability(request),
        id: uuidOrNotFound(request.params.id),
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/webhooks/:id/secret',
    {
      config,
      schema: {
        tags,
        summary: "Replace the endpoint's signing secret (rotation); the answer shows the new one",
        params: endpointParams,
        response: { 200: webhookEndpointWithSecretSchema },
      },
    },
    async (request) =>
      rotateWebhookSecret(dependencies, {
        clientId: await clientWithCapability(request),
        id: uuidOrNotFound(request.params.id),
      }),
  );

  app.post(
    '/webhooks/:id/test',
    {
      config,
      schema: {
        tags,
        summary: 'Send the endpoint a webhook.test event',
        params: endpointParams,
        response: { 202: webhookDeliverySchema },
      },
    },
    async (request, reply) => {
      const clientId = await clientWithCapability(request);
      const delivery = await createTestDelivery(dependencies, {
        clientId,
        endpointId: uuidOrNotFound(request.params.id),
      });
      return reply.status(202).send(delivery);
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config,
      schema: {
        tags,
        summary: "The endpoint's delivery log, newest first (50)",
        params: endpointParams,
        response: { 200: webhookDeliveryListSchema },
      },
    },
    async (request) =>
      findWebhookDeliveries(db, {
        clientId: await clientWithCapability(request),
        endpointId: uuidOrNotFound(request.params.id),
      }),
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/replay',
    {
      config,
      schema: {
        tags,
        summary: 'Send a delivery again now',
        params: deliveryParams,
        response: { 202: webhookDeliverySchema },
      },
    },
    async (request, reply) => {
      const clientId = await clientWithCapability(request);
      const delivery = await replayWebhookDelivery(dependencies, {
        clientId,
        endpointId: uuidOrNotFound(request.params.id),
        id: uuidOrNotFound(request.params.deliveryId),
      });
      return reply.status(202).send(delivery);
    },
  );
};

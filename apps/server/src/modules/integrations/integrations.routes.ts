import {
  activateSchema,
  createConfigurationSchema,
  FIVE_DAY_IMPORT_DAYS,
  IntegrationMessage,
  integrationListSchema,
  startFlowAnswerSchema,
  triggerImportSchema,
} from '@shipdeck/domain/integrations/integration.schema';
import { offeredEntryOf } from '@shipdeck/domain/integrations/integration-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../platform/errors/app-error.ts';
import { credentialsKeyOf } from '../../platform/secrets/credentials-key.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { marketplaceProviderFor } from '../../providers/marketplaces/marketplace-providers.ts';
import { createConfiguration } from './create-configuration.ts';
import { deleteConfiguration } from './delete-configuration.ts';
import { findIntegrations } from './find-integrations.ts';
import {
  defineImportMarketplaceOrdersJob,
  importKeyOf,
  importMarketplaceOrdersJob,
  scheduleMarketplaceImportsJob,
} from './import-marketplace-orders.job.ts';
import { unknownIntegration } from './integration-errors.ts';
import { integrationsRepository } from './integrations.repository.ts';
import { markOrderShippedJob, retryUntoldShipments } from './mark-order-shipped.job.ts';
import { completeOAuthFlow, startOAuthFlow } from './oauth-flow.ts';
import { sandboxOAuthPage } from './sandbox-oauth-page.ts';

const tags = ['integrations'];
const config = { access: 'session' as const };
const identifierAnswer = z.object({ identifier: z.string() });

/** An integration the caller's tenant does not offer (another tenant's own marketplace) is unknown to it. */
const assertOffered = (integration: string, tenantId: string) => {
  if (!offeredEntryOf(integration, tenantId)) throw unknownIntegration();
};

/**
 * Settings → Integrations: the catalogue with the caller's connections, create
 * and delete a configuration, the OAuth start-flow / complete-flow, and the five-day import on demand.
 * Imports and marking orders shipped run as jobs, never inside a request.
 */
export const integrationsRoutes: FastifyPluginAsyncZod<{ carriers: CarrierProvider }> = async (
  app,
  { carriers },
) => {
  const { db } = app.database;
  const key = credentialsKeyOf(app.config);
  app.jobs.register(defineImportMarketplaceOrdersJob({ carriers }));
  app.jobs.register(scheduleMarketplaceImportsJob);
  app.jobs.register(markOrderShippedJob);

  app.get(
    '/integrations',
    { config, schema: { tags, response: { 200: integrationListSchema } } },
    async (request) => ({ integrations: await findIntegrations(db, { ...requireAuth(request.auth), key }) }),
  );

  app.post(
    '/integrations/configurations',
    { config, schema: { tags, body: createConfigurationSchema, response: { 201: identifierAnswer } } },
    async (request, reply) => {
      const { clientId, tenantId } = requireAuth(request.auth);
      assertOffered(request.body.integration, tenantId);
      const row = await createConfiguration(db, { clientId, ...request.body, key });
      await retryUntoldShipments(db, {
        jobs: app.jobs,
        clientId,
        integration: row.integration,
        now: new Date(),
      });
      return reply.status(201).send({ identifier: row.identifier });
    },
  );

  app.delete(
    '/integrations/configurations/:identifier',
    {
      config,
      schema: { tags, params: z.object({ identifier: z.string().max(100) }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteConfiguration(db, { ...requireAuth(request.auth), identifier: request.params.identifier });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/integrations/:integration/login/start-flow',
    {
      config,
      schema: {
        tags,
        params: z.object({ integration: z.string().max(100) }),
        body: z.object({
          data: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
          redirectPath: z.string().max(500),
        }),
        response: { 200: startFlowAnswerSchema },
      },
    },
    async (request) => {
      const { clientId, tenantId } = requireAuth(request.auth);
      assertOffered(request.params.integration, tenantId);
      return startOAuthFlow(db, { clientId, integration: request.params.integration, ...request.body });
    },
  );

  app.post(
    '/integrations/:integration/activate',
    {
      config,
      schema: {
        tags,
        params: z.object({ integration: z.string().max(100) }),
        body: activateSchema,
        response: { 201: identifierAnswer },
      },
    },
    async (request, reply) => {
      const { clientId, tenantId } = requireAuth(request.auth);
      assertOffered(request.params.integration, tenantId);
      const row = await completeOAuthFlow(db, {
        clientId,
        integration: request.params.integration,
        params: request.body.params,
        key,
      });
      await retryUntoldShipments(db, {
        jobs: app.jobs,
        clientId,
        integration: row.integration,
        now: new Date(),
      });
      return reply.status(201).send({ identifier: row.identifier });
    },
  );

  app.post(
    '/integrations/imports',
    {
      config,
      schema: { tags, body: triggerImportSchema, response: { 202: z.object({ integration: z.string() }) } },
    },
    async (request, reply) => {
      const { clientId, tenantId } = requireAuth(request.auth);
      const { integration } = request.body;
      if (!offeredEntryOf(integration, tenantId) || !marketplaceProviderFor(integration))
        throw unknownIntegration();
      if (!(await integrationsRepository.get(db, clientId, integration)))
        throw badRequest({ messageKey: IntegrationMessage.notConnected });
      const since = request.body.date
        ? new Date(`${request.body.date}T00:00:00Z`)
        : new Date(Date.now() - FIVE_DAY_IMPORT_DAYS * 24 * 60 * 60 * 1000);
      await app.jobs.enqueue(
        importMarketplaceOrdersJob,
        { clientId, integration, since: since.toISOString(), trigger: 'MANUAL' },
        { singletonKey: importKeyOf(clientId, integration, 'MANUAL') },
      );
      return reply.status(202).send({ integration });
    },
  );

  app.get(
    '/sandbox/marketplace/oauth/authorize',
    {
      config: { access: 'public' as const },
      schema: {
        tags: ['sandbox'],
        summary: "The sandbox marketplace's OAuth consent page (docs/sandbox.md)",
        querystring: z.object({
          integration: z.string().max(100),
          state: z.string().max(200),
          redirect_uri: z.string().max(500),
          store_id: z.string().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { integration, state, redirect_uri, store_id } = request.query;
      const html = sandboxOAuthPage({ integration, state, redirectUri: redirect_uri, storeId: store_id });
      if (!html) throw badRequest({ messageKey: IntegrationMessage.state });
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};

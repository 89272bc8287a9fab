import { currentApiKeySchema } from '@shipdeck/domain/api-keys/api-key.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { getClientCapabilities } from '../features/index.ts';
import { apiKeyEncryptionKeyOf } from './api-key-encryption-key.ts';
import { createApiKey } from './create-api-key.ts';
import { deleteApiKey } from './delete-api-key.ts';
import { getApiKey } from './get-api-key.ts';

const tags = ['api-key'];

/**
 * Settings → API key: show, generate and revoke the client's key. Browser sessions only,
 * so a key can never make or revoke keys; and only for clients with the userCanGenerateApiKey capability.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const encryptionKey = apiKeyEncryptionKeyOf(app.config);
  const config = { access: 'session' as const };

  const clientWithCapability = async (request: FastifyRequest) => {
    const auth = requireAuth(request.auth);
    if (!(await getClientCapabilities(db, auth)).userCanGenerateApiKey) throw forbidden();
    return auth;
  };

  app.get(
    '/api-key',
    {
      config,
      schema: {
        tags,
        summary: "The client's current API key, or null",
        response: { 200: currentApiKeySchema },
      },
    },
    async (request) => {
      const { clientId } = await clientWithCapability(request);
      return getApiKey(db, { clientId, encryptionKey });
    },
  );

  app.post(
    '/api-key',
    {
      config,
      schema: {
        tags,
        summary: 'Generate the client API key (409 when it has one)',
        response: { 201: currentApiKeySchema },
      },
    },
    async (request, reply) => {
      const { clientId, userId } = await clientWithCapability(request);
      const apiKey = await createApiKey(db, { clientId, userId, encryptionKey });
      return reply.status(201).send({ apiKey });
    },
  );

  app.delete(
    '/api-key',
    {
      config,
      schema: { tags, summary: "Revoke the client's API key", response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { clientId } = await clientWithCapability(request);
      await deleteApiKey(db, { clientId });
      return reply.status(204).send(null);
    },
  );
};

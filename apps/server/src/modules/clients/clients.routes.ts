import { clientSchema, updateClientRequestSchema } from '@shipdeck/domain/client/client.schema';
import { updateClientLanguageRequestSchema } from '@shipdeck/domain/user/user.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { getClient } from './get-client.ts';
import { updateClient } from './update-client.ts';
import { updateClientLanguage } from './update-client-language.ts';

const tags = ['client'];

export const clientsRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.get(
    '/client',
    {
      config: { access: 'apiKey' },
      schema: { tags, summary: "The caller's client", response: { 200: clientSchema } },
    },
    async (request) => getClient(db, requireAuth(request.auth)),
  );

  app.put(
    '/client',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Update the editable profile fields (phone, names, address …)',
        body: updateClientRequestSchema,
        response: { 200: clientSchema },
      },
    },
    async (request) => updateClient(db, requireAuth(request.auth), request.body),
  );

  app.put(
    '/client/language',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "Set the client's language, written with '_' (en_GB)",
        body: updateClientLanguageRequestSchema,
        response: { 200: clientSchema },
      },
    },
    async (request) => updateClientLanguage(db, requireAuth(request.auth), request.body.language),
  );
};

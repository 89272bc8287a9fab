import { clientSchema, updateClientRequestSchema } from '@shipdeck/domain/client/client.schema';
import { initResponseSchema } from '@shipdeck/domain/client/init.schema';
import { updateLanguageRequestSchema, userSchema } from '@shipdeck/domain/user/user.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { getClient } from './get-client.ts';
import { getInit } from './get-init.ts';
import { updateClient } from './update-client.ts';
import { updateLanguage } from './update-language.ts';

const tags = ['client'];

export const clientsRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const maps = { tileUrl: app.config.MAP_TILE_URL ?? null, attribution: app.config.MAP_ATTRIBUTION };

  app.get(
    '/init',
    {
      config: { access: 'session' },
      schema: { tags, summary: 'Startup data of the shell', response: { 200: initResponseSchema } },
    },
    async (request) => getInit(db, requireAuth(request.auth), maps),
  );

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
    '/user/language',
    {
      config: { access: 'session' },
      schema: {
        // Listed with the user's other settings.
        tags: ['user'],
        summary: "Set the user's and the client's language",
        body: updateLanguageRequestSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => updateLanguage(db, requireAuth(request.auth), request.body.language),
  );
};

import { clientSchema, updateClientRequestSchema } from '@shipdeck/domain/client/client.schema';
import { updateClientLanguageRequestSchema } from '@shipdeck/domain/user/user.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { getClient } from './get-client.ts';
import { updateClient } from './update-client.ts';
import { updateClientDeferredFlags } from './update-client-deferred-flags.ts';
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

  // In a real deployment an administrator allows or blocks deferred payment; demos and journeys flip
  // the flags here, on a debug-enabled or test server only.
  app.put(
    '/client/deferred-payment',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "Change the client's deferred payment flags (debug tools only)",
        body: z
          .object({ allowDeferred: z.boolean().optional(), deferredPaymentBlocked: z.boolean().optional() })
          .strict(),
        response: { 200: clientSchema },
      },
    },
    async (request) => {
      if (!app.config.DEBUG_TOOLS && app.config.NODE_ENV !== 'test') throw forbidden();
      return updateClientDeferredFlags(db, requireAuth(request.auth), request.body);
    },
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

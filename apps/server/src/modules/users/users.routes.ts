import { updateTimeZoneRequestSchema } from '@shipdeck/domain/user/time-zone';
import {
  updateLanguageRequestSchema,
  updatePoliciesRequestSchema,
  updatePrintFormatRequestSchema,
  userSchema,
} from '@shipdeck/domain/user/user.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { getUser } from './get-user.ts';
import { updateUserLanguage, updateUserPrintFormat } from './update-user-language.ts';
import { updateUserPolicies } from './update-user-policies.ts';
import { updateUserTimeZone } from './update-user-time-zone.ts';

const tags = ['user'];

export const usersRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.get(
    '/user',
    {
      config: { access: 'apiKey' },
      schema: { tags, summary: 'The signed-in user', response: { 200: userSchema } },
    },
    async (request) => getUser(db, requireAuth(request.auth)),
  );

  app.put(
    '/user/policies',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Data-processing and marketing consents',
        body: updatePoliciesRequestSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => updateUserPolicies(db, requireAuth(request.auth), request.body),
  );

  app.put(
    '/user/language',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "Set the user's UI language (the client's has its own call)",
        body: updateLanguageRequestSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => updateUserLanguage(db, requireAuth(request.auth), request.body.language),
  );

  app.put(
    '/user/print-format',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "Set the user's default label print format (PDF layout, or ZPL at 203 or 300 dpi)",
        body: updatePrintFormatRequestSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => updateUserPrintFormat(db, requireAuth(request.auth), request.body.defaultPrintFormat),
  );

  app.put(
    '/user/time-zone',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "Set the user's IANA time zone, as the browser reports it; analytics days are counted in it",
        body: updateTimeZoneRequestSchema,
        response: { 200: updateTimeZoneRequestSchema },
      },
    },
    async (request) => updateUserTimeZone(db, requireAuth(request.auth), request.body.timeZone),
  );
};

import { changePasswordRequestSchema } from '@shipdeck/domain/auth/auth.schema';
import {
  updateLanguageRequestSchema,
  updatePoliciesRequestSchema,
  userSchema,
} from '@shipdeck/domain/user/user.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { changePassword } from './change-password.ts';
import { getUser } from './get-user.ts';
import { updateUserLanguage } from './update-user-language.ts';
import { updateUserPolicies } from './update-user-policies.ts';

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
        summary: "Set the user's and the client's language",
        body: updateLanguageRequestSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => updateUserLanguage(db, requireAuth(request.auth), request.body.language),
  );

  app.put(
    '/user/password',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Change the password (other sessions are signed out)',
        body: changePasswordRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      await changePassword(db, { ...auth, sessionId: request.sessionId ?? undefined }, request.body);
      return reply.status(204).send(null);
    },
  );
};

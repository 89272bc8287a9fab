import { onboardingRequestSchema } from '@shipdeck/domain/onboarding/onboarding.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { updateClientOnboarding } from './update-client-onboarding.ts';

/** The onboarding questionnaire's answers, saved to the signed-in client. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.put(
    '/client/onboarding',
    {
      config: { access: 'session' },
      schema: {
        tags: ['onboarding'],
        summary: 'Save where the client sells (marketplaces, e-commerce platforms) and its phone',
        body: onboardingRequestSchema,
      },
    },
    async (request, reply) => {
      await updateClientOnboarding(db, {
        clientId: requireAuth(request.auth).clientId,
        answers: request.body,
      });
      return reply.status(204).send();
    },
  );
};

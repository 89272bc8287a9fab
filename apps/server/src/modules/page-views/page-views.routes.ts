import { pageViewRequestSchema } from '@shipdeck/domain/page-views/page-views.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { recordPageView } from './record-page-view.ts';

const tags = ['page-views'];

/** First-party page views, sent by the web app as the user moves between pages. */
export const pageViewsRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.post(
    '/page-views',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Count a view of a page (its route pattern), if the user consented to data processing',
        body: pageViewRequestSchema,
        response: { 200: z.object({ counted: z.boolean() }) },
      },
    },
    async (request) => ({ counted: await recordPageView(db, requireAuth(request.auth), request.body.page) }),
  );
};

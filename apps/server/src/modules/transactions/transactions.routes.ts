import {
  transactionsPageSchema,
  transactionsQuerySchema,
} from '@shipdeck/domain/transactions/transactions.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { findTransactions } from './find-transactions.ts';

const tags = ['billing'];

/** Settings → billing → transactions: every payment, refund and subscription billing of the client. */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/transactions',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "The client's payments, refunds and subscription billings, newest first, 10 a page",
        querystring: transactionsQuerySchema,
        response: { 200: transactionsPageSchema },
      },
    },
    async (request) =>
      findTransactions(db, { clientId: requireAuth(request.auth).clientId, query: request.query }),
  );
};

import {
  claimDraftRequestSchema,
  claimDraftSchema,
  problemsPageSchema,
  problemsQuerySchema,
} from '@shipdeck/domain/problems/problems.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { createClaimDraft } from './create-claim-draft.ts';
import { findProblems } from './find-problems.ts';

const tags = ['problems'];
const config = { access: 'session' as const };

/** The problems inbox (ADR 0029) and the claim it opens, pre-filled from the order. */
export const problemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/problems',
    {
      config,
      schema: {
        tags,
        summary: 'Shipments stalled, held, failed or returned, with the days left to claim, 20 a page',
        querystring: problemsQuerySchema,
        response: { 200: problemsPageSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      return findProblems(db, { clientId: auth.clientId, tenantId: auth.tenantId, page: request.query.page });
    },
  );

  app.post(
    '/problems/:reference/claim-draft',
    {
      config,
      schema: {
        tags,
        summary: 'A loss or damage claim pre-filled from the order: content, declared value, proofs on file',
        params: z.object({ reference: z.string().min(1).max(40) }),
        body: claimDraftRequestSchema,
        response: { 200: claimDraftSchema },
      },
    },
    async (request) =>
      createClaimDraft({
        db,
        clientId: requireAuth(request.auth).clientId,
        reference: request.params.reference,
        type: request.body.type,
        storage: app.storage,
      }),
  );
};

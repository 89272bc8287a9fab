import { randomUUID } from 'node:crypto';
import {
  bulkInvoicesAnswerSchema,
  bulkInvoicesRequestSchema,
  invoiceFileSchema,
  invoicesPageSchema,
  invoicesQuerySchema,
} from '@shipdeck/domain/invoices/invoices.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { platformDependenciesOf } from '../../plugins/app/platform-dependencies.ts';
import { catchUpInvoicesJob } from './catch-up-invoices.job.ts';
import { createBulkInvoicesJob } from './create-bulk-invoices.job.ts';
import { findInvoices } from './find-invoices.ts';
import { getInvoice } from './get-invoice.ts';
import { startInvoiceWakeups } from './invoice-wakeups.ts';
import { issueInvoicesJob } from './issue-invoices.job.ts';

const tags = ['invoices'];

/** Settings → billing → invoices: the client's invoices and credit notes, one PDF or many in a ZIP. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const dependencies = platformDependenciesOf(app);
  const { db } = app.database;
  const config = { access: 'apiKey' as const };
  app.jobs.register(issueInvoicesJob);
  app.jobs.register(catchUpInvoicesJob);
  app.jobs.register(createBulkInvoicesJob);
  startInvoiceWakeups(app);

  app.get(
    '/invoices',
    {
      config,
      schema: {
        tags,
        summary: "A page of the client's invoices and credit notes, newest first",
        querystring: invoicesQuerySchema,
        response: { 200: invoicesPageSchema },
      },
    },
    async (request) =>
      findInvoices(db, { clientId: requireAuth(request.auth).clientId, query: request.query }),
  );

  app.post(
    '/invoices/bulk',
    {
      config,
      schema: {
        tags,
        summary:
          'Puts the invoices in one ZIP; the invoice-available event brings its url and the failed references',
        body: bulkInvoicesRequestSchema,
        response: { 202: bulkInvoicesAnswerSchema },
      },
    },
    async (request, reply) => {
      const requestId = randomUUID();
      await app.jobs.enqueue(createBulkInvoicesJob, {
        clientId: requireAuth(request.auth).clientId,
        requestId,
        references: request.body.references,
      });
      return reply.status(202).send({ requestId });
    },
  );

  app.get(
    '/invoices/:reference',
    {
      config,
      schema: {
        tags,
        summary: "Where one of the client's invoices opens (its PDF)",
        params: z.object({ reference: z.string().min(1).max(40) }),
        response: { 200: invoiceFileSchema },
      },
    },
    async (request) =>
      getInvoice(dependencies, {
        clientId: requireAuth(request.auth).clientId,
        reference: request.params.reference,
      }),
  );

  // A link a page can open in a new tab (the transactions list): the PDF itself, by redirection.
  app.get(
    '/invoices/:reference/pdf',
    {
      config,
      schema: {
        tags,
        summary: "Opens one of the client's invoices (redirects to its PDF)",
        params: z.object({ reference: z.string().min(1).max(40) }),
      },
    },
    async (request, reply) => {
      const { url } = await getInvoice(dependencies, {
        clientId: requireAuth(request.auth).clientId,
        reference: request.params.reference,
      });
      return reply.redirect(url, 302);
    },
  );
};

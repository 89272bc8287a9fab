import {
  customsInvoiceSchema,
  saveCustomsInvoiceRequestSchema,
} from '@shipdeck/domain/customs/customs.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { ShipmentViewSources } from '../shipments/index.ts';
import { customsRepository } from './customs.repository.ts';
import { toCustomsInvoiceDto } from './customs-dto.ts';
import { getCustomsDocument } from './get-customs-document.ts';
import { getShipmentCustomsInvoice } from './get-shipment-customs-invoice.ts';
import { attachCustomsInvoice, saveCustomsInvoice } from './save-customs-invoice.ts';

const tags = ['customs'];

export const customsRoutes: FastifyPluginAsyncZod<ShipmentViewSources> = async (
  app,
  { findShipmentExtras },
) => {
  /** The shipment an invoice is saved for is announced with the view that names it. */
  const sources = { findShipmentExtras };
  const db = app.database.db;
  const config = { access: 'apiKey' as const };

  app.post(
    '/customs-invoices',
    {
      config,
      schema: { tags, body: saveCustomsInvoiceRequestSchema, response: { 201: customsInvoiceSchema } },
    },
    async (request, reply) => {
      const invoice = await saveCustomsInvoice({
        db,
        clientId: requireAuth(request.auth).clientId,
        input: request.body,
        now: new Date(),
        sources,
      });
      return reply.status(201).send(invoice);
    },
  );

  app.get(
    '/customs-invoices/:id',
    {
      config,
      schema: { tags, params: z.object({ id: z.string().max(64) }), response: { 200: customsInvoiceSchema } },
    },
    async (request) => {
      const id = request.params.id;
      const row = z.uuid().safeParse(id).success
        ? await customsRepository.get(db, requireAuth(request.auth).clientId, id)
        : undefined;
      if (!row) throw notFound();
      return toCustomsInvoiceDto(row);
    },
  );

  app.get(
    '/customs-invoices/:id/document',
    {
      config,
      schema: {
        tags,
        summary: 'The customs documents of a completed invoice as one PDF',
        params: z.object({ id: z.string().max(64) }),
        querystring: z.object({ disposition: z.enum(['inline', 'attachment']).default('attachment') }),
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      if (!z.uuid().safeParse(id).success) throw notFound();
      const { fileName, pdf } = await getCustomsDocument({
        db,
        clientId: requireAuth(request.auth).clientId,
        customsInvoiceId: id,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${request.query.disposition}; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/shipments/:reference/customs-invoice',
    {
      config,
      schema: {
        tags,
        params: z.object({ reference: z.string().min(1).max(40) }),
        response: { 200: customsInvoiceSchema },
      },
    },
    async (request) =>
      getShipmentCustomsInvoice({
        db,
        clientId: requireAuth(request.auth).clientId,
        reference: request.params.reference,
      }),
  );

  app.put(
    '/shipments/:reference/customs-invoice',
    {
      config,
      schema: {
        tags,
        params: z.object({ reference: z.string().min(1).max(40) }),
        body: z.object({ customsInvoiceId: z.uuid() }),
        response: { 200: customsInvoiceSchema },
      },
    },
    async (request) =>
      attachCustomsInvoice({
        db,
        clientId: requireAuth(request.auth).clientId,
        reference: request.params.reference,
        customsInvoiceId: request.body.customsInvoiceId,
        sources,
      }),
  );
};

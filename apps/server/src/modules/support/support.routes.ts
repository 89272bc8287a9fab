import {
  createTicketRequestSchema,
  earlierAttachmentsQuerySchema,
  earlierAttachmentsResponseSchema,
  existingTicketQuerySchema,
  existingTicketResponseSchema,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SupportMessage,
  sendMessageRequestSchema,
  supportUserSchema,
  ticketMessageSchema,
  ticketSchema,
  ticketsPageSchema,
  ticketsQuerySchema,
  uploadResponseSchema,
} from '@shipdeck/domain/support/support.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { ShipmentViewSources } from '../shipments/index.ts';
import { hasEnabledSubscription } from '../subscriptions/index.ts';
import { createAttachment } from './create-attachment.ts';
import { createTicket } from './create-ticket.ts';
import { createTicketMessage } from './create-ticket-message.ts';
import { findEarlierAttachments } from './find-earlier-attachments.ts';
import { findTickets } from './find-tickets.ts';
import { getTicket } from './get-ticket.ts';
import { reuseAttachment } from './reuse-attachment.ts';
import { staffRoutes } from './staff.routes.ts';
import { supportRepository } from './support.repository.ts';
import { isStaffUser } from './support-access.ts';
import type { AttachmentUrlOf } from './ticket-views.ts';

const tags = ['support'];
const config = { access: 'session' as const };
const idParams = z.object({ id: z.uuid('support.error.ticket-not-found') });
// What browsers send a picked file as; the bytes decide what it really is.
const UPLOAD_TYPES = ['application/octet-stream', 'application/pdf', 'image/png', 'image/jpeg', 'image/gif'];

/**
 * Support centre: the client's tickets with filters and paging, one ticket with its chat,
 * creating a ticket of each type, answering on the chat, uploading attachments. The staff console is in
 * staff.routes.ts.
 */
export const supportRoutes: FastifyPluginAsyncZod<ShipmentViewSources> = async (
  app,
  { findShipmentExtras },
) => {
  const { db } = app.database;
  const urlOf: AttachmentUrlOf = (attachment) =>
    app.storage.url(attachment.fileKey, { disposition: 'inline' });
  // Room above the limit so a file just over it gets the support message rather than the generic one.
  app.addContentTypeParser(
    UPLOAD_TYPES,
    { parseAs: 'buffer', bodyLimit: SUPPORT_ATTACHMENT_MAX_BYTES + 1024 * 1024 },
    (_r, body, done) => done(null, body),
  );

  app.get(
    '/support/tickets',
    {
      config,
      schema: {
        tags,
        summary: 'The client tickets, last changed first, 10 a page',
        querystring: ticketsQuerySchema,
        response: { 200: ticketsPageSchema },
      },
    },
    async (request) => {
      const page = await findTickets(db, {
        clientId: requireAuth(request.auth).clientId,
        query: request.query,
        urlOf,
      });
      return { ...page, items: page.items.map(({ clientId: _clientId, ...ticket }) => ticket) };
    },
  );

  app.get(
    '/support/tickets/existing',
    {
      config,
      schema: {
        tags,
        summary: 'An open ticket of this type for this shipment, if any (the existing-ticket notice)',
        querystring: existingTicketQuerySchema,
        response: { 200: existingTicketResponseSchema },
      },
    },
    async (request) => ({
      ticket: await supportRepository.findOpenTicketOf(db, {
        clientId: requireAuth(request.auth).clientId,
        shipmentReference: request.query.shipmentReference,
        type: request.query.type,
      }),
    }),
  );

  app.post(
    '/support/tickets',
    {
      config,
      schema: {
        tags,
        summary: 'Open a ticket of one type',
        body: createTicketRequestSchema,
        response: { 201: z.object({ id: z.string(), externalReference: z.string() }) },
      },
    },
    async (request, reply) => {
      const { clientId, tenantId } = requireAuth(request.auth);
      const ticket = await createTicket(
        { db, jobs: app.jobs, timeScale: app.config.SANDBOX_TIME_SCALE, findShipmentExtras },
        { clientId, tenantId, request: request.body },
      );
      return reply.status(201).send({ id: ticket.id, externalReference: ticket.externalReference });
    },
  );

  app.get(
    '/support/tickets/:id',
    { config, schema: { tags, summary: 'One ticket', params: idParams, response: { 200: ticketSchema } } },
    async (request) => {
      const { ticket } = await getTicket(db, {
        clientId: requireAuth(request.auth).clientId,
        id: request.params.id,
        urlOf,
      });
      const { clientId: _clientId, ...view } = ticket;
      return view;
    },
  );

  app.get(
    '/support/tickets/:id/messages',
    {
      config,
      schema: {
        tags,
        summary: "A ticket's chat, oldest first",
        params: idParams,
        response: { 200: z.object({ messages: z.array(ticketMessageSchema) }) },
      },
    },
    async (request) => {
      const { messages } = await getTicket(db, {
        clientId: requireAuth(request.auth).clientId,
        id: request.params.id,
        urlOf,
      });
      return { messages };
    },
  );

  app.post(
    '/support/tickets/:id/messages',
    {
      config,
      schema: {
        tags,
        summary: 'Answer on a ticket (409 once solved or closed)',
        params: idParams,
        body: sendMessageRequestSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const message = await createTicketMessage(db, {
        clientId: requireAuth(request.auth).clientId,
        ticketId: request.params.id,
        request: request.body,
      });
      return reply.status(201).send({ id: message.id });
    },
  );

  app.get(
    '/support/attachments/earlier',
    {
      config,
      schema: {
        tags,
        summary: "Files of the client's earlier tickets, which a new claim can take again as proofs",
        querystring: earlierAttachmentsQuerySchema,
        response: { 200: earlierAttachmentsResponseSchema },
      },
    },
    async (request) => ({
      attachments: await findEarlierAttachments(db, {
        clientId: requireAuth(request.auth).clientId,
        ...(request.query.shipmentReference ? { shipmentReference: request.query.shipmentReference } : {}),
      }),
    }),
  );

  app.post(
    '/support/attachments/:id/reuse',
    {
      config,
      schema: {
        tags,
        summary: 'Take a file of an earlier ticket again, as a new upload a ticket can bind',
        params: z.object({ id: z.uuid(SupportMessage.attachmentUnknown) }),
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await reuseAttachment(db, { clientId: requireAuth(request.auth).clientId, id: request.params.id }),
        ),
  );

  app.post(
    '/support/attachments',
    {
      config,
      schema: {
        tags,
        summary:
          'Upload one attachment (the file bytes as the body; name in x-file-name): ≤ 10 MB, jpg, gif, png or pdf',
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body))
        throw new AppError({
          code: 'InvalidPayload',
          status: 415,
          messageKey: SupportMessage.attachmentType,
        });
      const header = request.headers['x-file-name'];
      let fileName: string | undefined;
      try {
        fileName = typeof header === 'string' ? decodeURIComponent(header) : undefined;
      } catch {
        fileName = undefined;
      }
      const created = await createAttachment(db, {
        clientId: requireAuth(request.auth).clientId,
        bytes: request.body,
        fileName,
        storage: app.storage,
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/support/user',
    {
      config,
      schema: {
        tags,
        summary: 'The support user: VIP, staff, subscriber',
        response: { 200: supportUserSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const isSubscriber = await hasEnabledSubscription(db, auth.clientId);
      // A running subscription is what makes a seller VIP for phone support (ADR 0025).
      return { isVip: isSubscriber, isStaff: await isStaffUser(db, auth.userId), isSubscriber };
    },
  );

  await app.register(staffRoutes);
};

import {
  claimDecisionRequestSchema,
  sendMessageRequestSchema,
  staffTicketSchema,
  staffTicketsPageSchema,
  staffTicketsQuerySchema,
  ticketMessageSchema,
  updateTicketStatusRequestSchema,
} from '@shipdeck/domain/support/support.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { createClaimDecision } from './create-claim-decision.ts';
import { createTicketMessage } from './create-ticket-message.ts';
import { findTickets } from './find-tickets.ts';
import { getTicket } from './get-ticket.ts';
import { supportRepository } from './support.repository.ts';
import { createStaffUser, requireStaff } from './support-access.ts';
import type { AttachmentUrlOf } from './ticket-views.ts';

const tags = ['support-staff'];
const config = { access: 'session' as const };
const idParams = z.object({ id: z.uuid('support.error.ticket-not-found') });
const STAFF_PREFIX = '/support/staff';

/**
 * The staff console's API: every client's tickets, answers, status moves and claim decisions, for users
 * holding the `staff` role (403 for anyone else). Attachments are served here, since the file route serves
 * a client's files to that client only.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const urlOf: AttachmentUrlOf = (attachment) => `/api/v1${STAFF_PREFIX}/attachments/${attachment.id}`;
  const staff = async (request: { auth: Parameters<typeof requireAuth>[0] }) => {
    const auth = requireAuth(request.auth);
    await requireStaff(db, auth);
    return auth;
  };

  // Demo and test servers only: the signed-in user takes the staff role (ADR 0025).
  app.post(
    `${STAFF_PREFIX}/self`,
    { config, schema: { tags, summary: 'Become staff (debug servers only)', response: { 204: z.null() } } },
    async (request, reply) => {
      if (!app.config.DEBUG_TOOLS && app.config.NODE_ENV !== 'test') throw forbidden();
      await createStaffUser(db, requireAuth(request.auth).userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${STAFF_PREFIX}/tickets`,
    {
      config,
      schema: {
        tags,
        summary: 'Every client ticket',
        querystring: staffTicketsQuerySchema,
        response: { 200: staffTicketsPageSchema },
      },
    },
    async (request) => {
      await staff(request);
      return findTickets(db, { clientId: null, query: request.query, urlOf });
    },
  );

  app.get(
    `${STAFF_PREFIX}/tickets/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One ticket with its chat',
        params: idParams,
        response: { 200: z.object({ ticket: staffTicketSchema, messages: z.array(ticketMessageSchema) }) },
      },
    },
    async (request) => {
      await staff(request);
      return getTicket(db, { clientId: null, id: request.params.id, urlOf });
    },
  );

  app.post(
    `${STAFF_PREFIX}/tickets/:id/messages`,
    {
      config,
      schema: {
        tags,
        summary: 'Answer as an agent',
        params: idParams,
        body: sendMessageRequestSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      await staff(request);
      const message = await createTicketMessage(db, {
        clientId: null,
        ticketId: request.params.id,
        request: request.body,
      });
      return reply.status(201).send({ id: message.id });
    },
  );

  app.patch(
    `${STAFF_PREFIX}/tickets/:id`,
    {
      config,
      schema: {
        tags,
        summary: "Move a ticket's status",
        params: idParams,
        body: updateTicketStatusRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await staff(request);
      const ticket = await supportRepository.findTicket(db, null, request.params.id);
      if (!ticket) throw notFound('support.error.ticket-not-found');
      await supportRepository.updateTicket(db, ticket.id, { status: request.body.status });
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${STAFF_PREFIX}/tickets/:id/decision`,
    {
      config,
      schema: {
        tags,
        summary: 'Decide a loss or damage claim (an approval refunds the client)',
        params: idParams,
        body: claimDecisionRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await staff(request);
      await createClaimDecision(db, { ticketId: request.params.id, request: request.body });
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${STAFF_PREFIX}/attachments/:id`,
    { config, schema: { tags, summary: 'An attachment of any ticket', params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      await staff(request);
      const attachment = await supportRepository.findAttachment(db, request.params.id);
      const file = attachment ? await app.storage.get(attachment.fileKey) : null;
      if (!attachment || !file) throw notFound();
      return reply
        .header('content-type', attachment.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${encodeURIComponent(attachment.fileName)}"`)
        .send(file.bytes);
    },
  );
};

import { recipientRequestSchema, recipientSchema } from '@shipdeck/domain/addresses/address.schema';
import {
  recipientListQuerySchema,
  recipientPageSchema,
  savedRecipientsQuerySchema,
  savedRecipientsSchema,
} from '@shipdeck/domain/addresses/recipient-query.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { createRecipient } from './create-recipient.ts';
import { deleteRecipient } from './delete-recipient.ts';
import { findRecipients } from './find-recipients.ts';
import { findSavedRecipients } from './find-saved-recipients.ts';
import { updateRecipient } from './update-recipient.ts';

const tags = ['recipients'];
const idParams = z.object({ id: z.string() });
// A malformed id cannot name an entry of this client: the same 404 as another client's id.
const recipientId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw notFound();
  return id;
};

/** The recipient address book: 9 per page, at most 500 entries. */
export const recipientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: 'apiKey' as const };

  app.get(
    '/recipients',
    {
      config,
      schema: {
        tags,
        summary: 'A page of the address book, searchable by alias, city, postcode and country',
        querystring: recipientListQuerySchema,
        response: { 200: recipientPageSchema },
      },
    },
    async (request) => {
      const { page, size, ...filters } = request.query;
      return findRecipients(db, { clientId: requireAuth(request.auth).clientId, page, size, filters });
    },
  );

  app.get(
    '/recipients/saved',
    {
      config,
      schema: {
        tags,
        summary: 'Saved recipients matching a destination (country, city, postcode) for the checkout',
        querystring: savedRecipientsQuerySchema,
        response: { 200: savedRecipientsSchema },
      },
    },
    async (request) =>
      findSavedRecipients(db, { clientId: requireAuth(request.auth).clientId, filters: request.query }),
  );

  app.post(
    '/recipients',
    {
      config,
      schema: {
        tags,
        summary: 'Add an address-book entry (409 when the book is full)',
        body: recipientRequestSchema,
        response: { 201: recipientSchema },
      },
    },
    async (request, reply) => {
      const recipient = await createRecipient(db, {
        clientId: requireAuth(request.auth).clientId,
        recipient: request.body,
      });
      return reply.status(201).send(recipient);
    },
  );

  app.put(
    '/recipients/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Replace an address-book entry',
        params: idParams,
        body: recipientRequestSchema,
        response: { 200: recipientSchema },
      },
    },
    async (request) =>
      updateRecipient(db, {
        clientId: requireAuth(request.auth).clientId,
        id: recipientId(request.params.id),
        recipient: request.body,
      }),
  );

  app.delete(
    '/recipients/:id',
    { config, schema: { tags, summary: 'Delete an address-book entry', params: idParams } },
    async (request, reply) => {
      await deleteRecipient(db, {
        clientId: requireAuth(request.auth).clientId,
        id: recipientId(request.params.id),
      });
      return reply.status(204).send();
    },
  );
};

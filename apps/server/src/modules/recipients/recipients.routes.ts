import { recipientRequestSchema, recipientSchema } from '@shipdeck/domain/addresses/address.schema';
import {
  recipientListQuerySchema,
  recipientPageSchema,
  savedRecipientsQuerySchema,
  savedRecipientsSchema,
} from '@shipdeck/domain/addresses/recipient-query.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { findAddressPage, registerAddressWriteRoutes, routeConfig } from '../address-book/index.ts';
import { findSavedRecipients } from './find-saved-recipients.ts';
import { recipientBook } from './recipient-book.ts';

const tags = [recipientBook.name];

/** The recipient address book: 9 per page, at most 500 entries. */
export const recipientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = routeConfig;

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
      const clientId = requireAuth(request.auth).clientId;
      return findAddressPage(db, { kind: recipientBook, clientId, page, size, filters });
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

  registerAddressWriteRoutes(app, recipientBook, {
    request: recipientRequestSchema,
    entry: recipientSchema,
    summaries: {
      create: 'Add an address-book entry (409 when the book is full)',
      update: 'Replace an address-book entry',
      delete: 'Delete an address-book entry',
    },
  });
};

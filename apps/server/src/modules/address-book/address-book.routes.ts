import type { SavedAddress } from '@shipdeck/domain/addresses/address.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { AddressBookKind, AddressBookValues } from './address-book.kind.ts';
import { createAddress } from './create-address.ts';
import { deleteAddress } from './delete-address.ts';
import { updateAddress } from './update-address.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What a kind's write routes validate and answer, and how its OpenAPI page names them. */
export type AddressBookRouteSchemas = {
  request: z.ZodType<AddressBookValues>;
  entry: z.ZodType<SavedAddress>;
  summaries: { create: string; update: string; delete: string };
};

export const idParams = z.object({ id: z.string() });

/** A malformed id cannot name an entry of this client: the same 404 as another client's id. */
export const entryId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw notFound();
  return id;
};

/** Every kind's routes are open to sessions and API keys alike. */
export const routeConfig = { access: 'apiKey' as const };

/** POST /{kind}, PUT /{kind}/:id and DELETE /{kind}/:id, the same for every kind. */
export const registerAddressWriteRoutes = (
  app: App,
  kind: AddressBookKind,
  schemas: AddressBookRouteSchemas,
) => {
  const { db } = app.database;
  const tags = [kind.name];
  const config = routeConfig;

  app.post(
    `/${kind.name}`,
    {
      config,
      schema: {
        tags,
        summary: schemas.summaries.create,
        body: schemas.request,
        response: { 201: schemas.entry },
      },
    },
    async (request, reply) => {
      const entry = await createAddress(db, {
        kind,
        clientId: requireAuth(request.auth).clientId,
        values: request.body,
      });
      return reply.status(201).send(entry);
    },
  );

  app.put(
    `/${kind.name}/:id`,
    {
      config,
      schema: {
        tags,
        summary: schemas.summaries.update,
        params: idParams,
        body: schemas.request,
        response: { 200: schemas.entry },
      },
    },
    async (request) =>
      updateAddress(db, {
        kind,
        clientId: requireAuth(request.auth).clientId,
        id: entryId(request.params.id),
        values: request.body,
      }),
  );

  app.delete(
    `/${kind.name}/:id`,
    { config, schema: { tags, summary: schemas.summaries.delete, params: idParams } },
    async (request, reply) => {
      await deleteAddress(db, {
        kind,
        clientId: requireAuth(request.auth).clientId,
        id: entryId(request.params.id),
      });
      return reply.status(204).send();
    },
  );
};

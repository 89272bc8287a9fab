import {
  parcelRequestSchema,
  savedParcelListSchema,
  savedParcelSchema,
} from '@shipdeck/domain/parcels/parcel.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { createParcel } from './create-parcel.ts';
import { deleteParcel } from './delete-parcel.ts';
import { findParcels } from './find-parcels.ts';
import { setDefaultParcel } from './set-default-parcel.ts';
import { updateParcel } from './update-parcel.ts';

const tags = ['parcels'];
const idParams = z.object({ id: z.string() });
// A malformed id (or the client-side custom placeholder) names no stored parcel: 404.
const parcelId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw notFound();
  return id;
};

/**
 * Saved (default) parcels: at most 16 per client, at most one default. The
 * placeholder custom parcel of the pickers is client-side only and never reaches these routes.
 */
export const parcelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: 'apiKey' as const };

  app.get(
    '/parcels',
    {
      config,
      schema: { tags, summary: "The client's saved parcels", response: { 200: savedParcelListSchema } },
    },
    async (request) => findParcels(db, { clientId: requireAuth(request.auth).clientId }),
  );

  app.post(
    '/parcels',
    {
      config,
      schema: {
        tags,
        summary: 'Save a parcel (409 at the limit)',
        body: parcelRequestSchema,
        response: { 201: savedParcelSchema },
      },
    },
    async (request, reply) => {
      const parcel = await createParcel(db, {
        clientId: requireAuth(request.auth).clientId,
        parcel: request.body,
      });
      return reply.status(201).send(parcel);
    },
  );

  app.put(
    '/parcels/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Replace a saved parcel',
        params: idParams,
        body: parcelRequestSchema,
        response: { 200: savedParcelSchema },
      },
    },
    async (request) =>
      updateParcel(db, {
        clientId: requireAuth(request.auth).clientId,
        id: parcelId(request.params.id),
        parcel: request.body,
      }),
  );

  app.delete(
    '/parcels/:id',
    { config, schema: { tags, summary: 'Delete a saved parcel', params: idParams } },
    async (request, reply) => {
      await deleteParcel(db, {
        clientId: requireAuth(request.auth).clientId,
        id: parcelId(request.params.id),
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/parcels/:id/default',
    {
      config,
      schema: {
        tags,
        summary: 'Make a saved parcel the default',
        params: idParams,
        response: { 200: savedParcelListSchema },
      },
    },
    async (request) =>
      setDefaultParcel(db, { clientId: requireAuth(request.auth).clientId, id: parcelId(request.params.id) }),
  );
};

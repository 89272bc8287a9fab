import {
  warehouseListSchema,
  warehouseRequestSchema,
  warehouseSchema,
} from '@shipdeck/domain/addresses/address.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { createWarehouse } from './create-warehouse.ts';
import { deleteWarehouse } from './delete-warehouse.ts';
import { findWarehouses } from './find-warehouses.ts';
import { setDefaultWarehouse } from './set-default-warehouse.ts';
import { updateWarehouse } from './update-warehouse.ts';

const tags = ['warehouses'];
// A malformed id cannot name a warehouse of this client: the same 404 as another client's id.
const idParams = z.object({ id: z.string() });
const warehouseId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw notFound();
  return id;
};

/** Sender addresses: at most 8 per client, exactly one default while any exist. */
export const warehousesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: 'apiKey' as const };

  app.get(
    '/warehouses',
    { config, schema: { tags, summary: "The client's warehouses", response: { 200: warehouseListSchema } } },
    async (request) => findWarehouses(db, { clientId: requireAuth(request.auth).clientId }),
  );

  app.post(
    '/warehouses',
    {
      config,
      schema: {
        tags,
        summary: 'Add a warehouse (409 at the limit)',
        body: warehouseRequestSchema,
        response: { 201: warehouseSchema },
      },
    },
    async (request, reply) => {
      const warehouse = await createWarehouse(db, {
        clientId: requireAuth(request.auth).clientId,
        warehouse: request.body,
      });
      return reply.status(201).send(warehouse);
    },
  );

  app.put(
    '/warehouses/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Replace a warehouse',
        params: idParams,
        body: warehouseRequestSchema,
        response: { 200: warehouseSchema },
      },
    },
    async (request) =>
      updateWarehouse(db, {
        clientId: requireAuth(request.auth).clientId,
        id: warehouseId(request.params.id),
        warehouse: request.body,
      }),
  );

  app.delete(
    '/warehouses/:id',
    { config, schema: { tags, summary: 'Delete a warehouse', params: idParams } },
    async (request, reply) => {
      await deleteWarehouse(db, {
        clientId: requireAuth(request.auth).clientId,
        id: warehouseId(request.params.id),
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/warehouses/:id/default',
    {
      config,
      schema: {
        tags,
        summary: 'Make a warehouse the default',
        params: idParams,
        response: { 200: warehouseListSchema },
      },
    },
    async (request) =>
      setDefaultWarehouse(db, {
        clientId: requireAuth(request.auth).clientId,
        id: warehouseId(request.params.id),
      }),
  );
};

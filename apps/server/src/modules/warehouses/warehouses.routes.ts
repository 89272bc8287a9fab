import {
  warehouseListSchema,
  warehouseRequestSchema,
  warehouseSchema,
} from '@shipdeck/domain/addresses/address.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import {
  entryId,
  idParams,
  registerAddressWriteRoutes,
  routeConfig,
  setDefaultAddress,
} from '../address-book/index.ts';
import { findWarehouses } from './find-warehouses.ts';
import { warehouseBook } from './warehouse-book.ts';

const tags = [warehouseBook.name];

/** Sender addresses: at most 8 per client, exactly one default while any exist. */
export const warehousesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = routeConfig;

  app.get(
    '/warehouses',
    { config, schema: { tags, summary: "The client's warehouses", response: { 200: warehouseListSchema } } },
    async (request) => findWarehouses(db, { clientId: requireAuth(request.auth).clientId }),
  );

  registerAddressWriteRoutes(app, warehouseBook, {
    request: warehouseRequestSchema,
    entry: warehouseSchema,
    summaries: {
      create: 'Add a warehouse (409 at the limit)',
      update: 'Replace a warehouse',
      delete: 'Delete a warehouse',
    },
  });

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
      setDefaultAddress(db, {
        kind: warehouseBook,
        clientId: requireAuth(request.auth).clientId,
        id: entryId(request.params.id),
      }),
  );
};

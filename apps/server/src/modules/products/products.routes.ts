import {
  productListQuerySchema,
  productListSchema,
  productRequestSchema,
  productSchema,
} from '@shipdeck/domain/products/product.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { createProduct } from './create-product.ts';
import { deleteProduct } from './delete-product.ts';
import { findProducts } from './find-products.ts';
import { getProduct } from './get-product.ts';
import { updateProduct } from './update-product.ts';

const tags = ['products'];
const idParams = z.object({ id: z.string() });
// A malformed id cannot name a product of this client: the same 404 as another client's id.
const productId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw notFound();
  return id;
};

/** The product catalogue: at most 500 products per client, searchable by description or HS code. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: 'apiKey' as const };

  app.get(
    '/products',
    {
      config,
      schema: {
        tags,
        summary: 'The catalogue, by description; search matches the description or the start of the HS code',
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request) => findProducts(db, { clientId: requireAuth(request.auth).clientId, ...request.query }),
  );

  app.get(
    '/products/:id',
    {
      config,
      schema: { tags, summary: 'One product', params: idParams, response: { 200: productSchema } },
    },
    async (request) =>
      getProduct(db, { clientId: requireAuth(request.auth).clientId, id: productId(request.params.id) }),
  );

  app.post(
    '/products',
    {
      config,
      schema: {
        tags,
        summary: 'Add a product (409 when the catalogue is full)',
        body: productRequestSchema,
        response: { 201: productSchema },
      },
    },
    async (request, reply) => {
      const product = await createProduct(db, {
        clientId: requireAuth(request.auth).clientId,
        product: request.body,
      });
      return reply.status(201).send(product);
    },
  );

  app.put(
    '/products/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Replace a product',
        params: idParams,
        body: productRequestSchema,
        response: { 200: productSchema },
      },
    },
    async (request) =>
      updateProduct(db, {
        clientId: requireAuth(request.auth).clientId,
        id: productId(request.params.id),
        product: request.body,
      }),
  );

  app.delete(
    '/products/:id',
    { config, schema: { tags, summary: 'Delete a product', params: idParams } },
    async (request, reply) => {
      await deleteProduct(db, {
        clientId: requireAuth(request.auth).clientId,
        id: productId(request.params.id),
      });
      return reply.status(204).send();
    },
  );
};

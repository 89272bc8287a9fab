import {
  bulkCollectionDatesRequestSchema,
  bulkCollectionDatesResponseSchema,
  bulkServicesRequestSchema,
  bulkServicesResponseSchema,
  bulkUpdateRequestSchema,
  bulkUpdateResponseSchema,
  insureRequestSchema,
  insureResponseSchema,
  payableResponseSchema,
} from '@shipdeck/domain/shipments/bulk.schema';
import { referenceListQuerySchema } from '@shipdeck/domain/shipments/shipment.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { bulkFindCollectionDates } from './bulk-find-collection-dates.ts';
import { bulkFindServices } from './bulk-find-services.ts';
import { bulkUpdateShipments } from './bulk-update-shipments.ts';
import { findPayableShipments } from './find-payable-shipments.ts';
import { insureShipments } from './insure-shipments.ts';

const tags = ['shipments'];

/**
 * Bulk calls of the shipments area: update, services and
 * collection dates common to several drafts, insure, pay from draft. Every call names shipments
 * by reference and answers per shipment; another client's reference is reported as not found.
 */
export const bulkShipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const config = { access: 'apiKey' as const };

  app.patch(
    '/shipments',
    {
      config,
      schema: {
        tags,
        summary: 'Changes several drafts: service, collection date, content, parcels',
        body: bulkUpdateRequestSchema,
        response: { 200: bulkUpdateResponseSchema },
      },
    },
    async (request) =>
      bulkUpdateShipments({
        db,
        auth: requireAuth(request.auth),
        changes: request.body.shipments,
        now: new Date(),
      }),
  );

  app.post(
    '/shipments/services',
    {
      config,
      schema: {
        tags,
        summary: 'Services every given draft can use, priced as their sum, cheapest first',
        body: bulkServicesRequestSchema,
        response: { 200: bulkServicesResponseSchema },
      },
    },
    async (request) =>
      bulkFindServices({
        db,
        auth: requireAuth(request.auth),
        references: request.body.references,
        now: new Date(),
      }),
  );

  app.post(
    '/shipments/collection-dates',
    {
      config,
      schema: {
        tags,
        summary: 'Collection days common to the given drafts whose service collects the parcel',
        body: bulkCollectionDatesRequestSchema,
        response: { 200: bulkCollectionDatesResponseSchema },
      },
    },
    async (request) =>
      bulkFindCollectionDates({
        db,
        auth: requireAuth(request.auth),
        references: request.body.references,
        serviceId: request.body.serviceId,
        now: new Date(),
      }),
  );

  app.post(
    '/shipments/insure',
    {
      config,
      schema: {
        tags,
        summary: 'Insures drafts for their declared content value; answers per reference',
        body: insureRequestSchema,
        response: { 200: insureResponseSchema },
      },
    },
    async (request) =>
      insureShipments({
        db,
        auth: requireAuth(request.auth),
        references: request.body.references,
        option: request.body.option,
        now: new Date(),
      }),
  );

  app.get(
    '/shipments/payable',
    {
      config,
      schema: {
        tags,
        summary: 'Pay from draft: which of the named shipments an order can buy now',
        querystring: z.object({ references: referenceListQuerySchema }),
        response: { 200: payableResponseSchema },
      },
    },
    async (request) =>
      findPayableShipments(db, {
        auth: requireAuth(request.auth),
        references: request.query.references,
        now: new Date(),
      }),
  );
};

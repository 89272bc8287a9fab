import {
  bulkCollectionDatesRequestSchema,
  bulkCollectionDatesResponseSchema,
  bulkServicesRequestSchema,
  bulkServicesResponseSchema,
  bulkUpdateRequestSchema,
  bulkUpdateResponseSchema,
} from '@shipdeck/domain/shipments/bulk.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { bulkFindCollectionDates } from './bulk-find-collection-dates.ts';
import { bulkFindServices } from './bulk-find-services.ts';
import { bulkUpdateShipments } from './bulk-update-shipments.ts';
import type { ShipmentViewSources } from './shipment-views.ts';

const tags = ['shipments'];

/**
 * Bulk calls of the shipments area: update, services and
 * collection dates common to several drafts (insuring drafts is the pricing module's, paying from
 * draft the orders module's). Every call names shipments by reference and answers per shipment;
 * another client's reference is reported as not found.
 */
export const bulkShipmentsRoutes: FastifyPluginAsyncZod<
  { carriers: CarrierProvider } & ShipmentViewSources
> = async (app, { carriers, findShipmentExtras }) => {
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
        carriers,
        sources: { findShipmentExtras },
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
        carriers,
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
        carriers,
        db,
        auth: requireAuth(request.auth),
        references: request.body.references,
        serviceId: request.body.serviceId,
        now: new Date(),
      }),
  );
};

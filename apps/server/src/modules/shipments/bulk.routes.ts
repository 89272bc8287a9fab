import { bulkUpdateRequestSchema, bulkUpdateResponseSchema } from '@shipdeck/domain/shipments/bulk.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { bulkUpdateShipments } from './bulk-update-shipments.ts';

const tags = ['shipments'];

/**
 * Bulk calls of the shipments area (spec 2 §4 "Panels and bulk", §7): update, services and
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
};

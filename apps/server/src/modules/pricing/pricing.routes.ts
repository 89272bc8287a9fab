import {
  bulkInsuranceRequestSchema,
  bulkInsuranceResponseSchema,
  priceShipmentsRequestSchema,
  priceShipmentsResponseSchema,
  shipmentPriceDetailsSchema,
  shipmentProductsInputSchema,
  shipmentsVoucherRequestSchema,
  shipmentsVoucherResponseSchema,
  simulatedPriceResponseSchema,
  voucherAvailabilityQuerySchema,
  voucherAvailabilityResponseSchema,
} from '@shipdeck/domain/pricing/pricing.schema';
import { insureRequestSchema, insureResponseSchema } from '@shipdeck/domain/shipments/bulk.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import type { ShipmentViewSources } from '../shipments/index.ts';
import { findBulkInsurancePrice } from './find-bulk-insurance-price.ts';
import { findVoucherAvailability } from './find-voucher-availability.ts';
import { getSimulatedPrice } from './get-simulated-price.ts';
import { insureShipments } from './insure-shipments.ts';
import { priceShipments } from './price-shipments.ts';
import { updateShipmentProducts } from './update-shipment-products.ts';
import { updateShipmentsVoucher } from './update-shipments-voucher.ts';

const tags = ['pricing'];
const referenceParams = z.object({ reference: z.string().min(1).max(40) });

export const pricingRoutes: FastifyPluginAsyncZod<
  { carriers: CarrierProvider } & ShipmentViewSources
> = async (app, { carriers, findShipmentExtras }) => {
  /** The drafts whose extras or voucher change are announced with their views. */
  const sources = { findShipmentExtras };
  const db = app.database.db;
  const config = { access: 'apiKey' as const };

  app.post(
    '/shipments/price',
    {
      config,
      schema: { tags, body: priceShipmentsRequestSchema, response: { 200: priceShipmentsResponseSchema } },
    },
    async (request) =>
      priceShipments({
        carriers,
        db,
        auth: requireAuth(request.auth),
        references: request.body.references,
        now: new Date(),
      }),
  );

  app.get(
    '/shipments/:reference/products',
    { config, schema: { tags, params: referenceParams, response: { 200: priceShipmentsResponseSchema } } },
    async (request) =>
      priceShipments({
        carriers,
        db,
        auth: requireAuth(request.auth),
        references: [request.params.reference],
        now: new Date(),
      }),
  );

  app.put(
    '/shipments/:reference/products',
    {
      config,
      schema: {
        tags,
        params: referenceParams,
        body: shipmentProductsInputSchema,
        response: { 200: shipmentPriceDetailsSchema },
      },
    },
    async (request) =>
      updateShipmentProducts({
        carriers,
        sources,
        db,
        auth: requireAuth(request.auth),
        reference: request.params.reference,
        input: request.body,
        now: new Date(),
      }),
  );

  app.put(
    '/shipments/voucher',
    {
      config,
      schema: {
        tags,
        summary: 'Applies one voucher to several drafts (or removes it); answers per reference',
        body: shipmentsVoucherRequestSchema,
        response: { 200: shipmentsVoucherResponseSchema },
      },
    },
    async (request) =>
      updateShipmentsVoucher({
        carriers,
        sources,
        db,
        auth: requireAuth(request.auth),
        references: request.body.references,
        voucher: request.body.voucher,
        now: new Date(),
      }),
  );

  app.post(
    '/shipments/products/insurance',
    {
      config,
      schema: { tags, body: bulkInsuranceRequestSchema, response: { 200: bulkInsuranceResponseSchema } },
    },
    async (request) =>
      findBulkInsurancePrice({
        carriers,
        db,
        auth: requireAuth(request.auth),
        references: request.body.references,
        option: request.body.option,
        now: new Date(),
      }),
  );

  app.get(
    '/shipments/:reference/simulated-price',
    { config, schema: { tags, params: referenceParams, response: { 200: simulatedPriceResponseSchema } } },
    async (request) =>
      getSimulatedPrice({
        carriers,
        db,
        auth: requireAuth(request.auth),
        reference: request.params.reference,
        now: new Date(),
      }),
  );

  app.get(
    '/vouchers/availability',
    {
      config,
      schema: {
        tags,
        querystring: voucherAvailabilityQuerySchema,
        response: { 200: voucherAvailabilityResponseSchema },
      },
    },
    async (request) =>
      findVoucherAvailability({ db, auth: requireAuth(request.auth), serviceIds: request.query.service_ids }),
  );

  app.post(
    '/shipments/insure',
    {
      config,
      schema: {
        // Listed with the other bulk calls on shipments.
        tags: ['shipments'],
        summary: 'Insures drafts for their declared content value; answers per reference',
        body: insureRequestSchema,
        response: { 200: insureResponseSchema },
      },
    },
    async (request) =>
      insureShipments({
        carriers,
        sources,
        db,
        auth: requireAuth(request.auth),
        references: request.body.references,
        option: request.body.option,
        now: new Date(),
      }),
  );
};

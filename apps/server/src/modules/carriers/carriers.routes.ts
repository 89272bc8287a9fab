import {
  collectionDatesQuerySchema,
  collectionDatesResponseSchema,
  dropoffPointParamsSchema,
  dropoffPointQuerySchema,
  dropoffPointSchema,
  dropoffPointsQuerySchema,
  dropoffPointsResponseSchema,
  serviceAvailabilityQuerySchema,
  serviceAvailabilityResponseSchema,
  serviceIdParamsSchema,
  serviceSearchQuerySchema,
  serviceSearchResponseSchema,
} from '@shipdeck/domain/carriers/carriers.schema';
import { parseContractServiceId } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { findOnTimeScores } from '../on-time/index.ts';
import { parseBracketQuery } from './bracket-query.ts';
import { getCarrierOffer } from './carrier-offer.ts';
import { checkServiceAvailability } from './check-service-availability.ts';
import { withCorrectionHistory } from './correction-history-risks.ts';
import { findCollectionDates } from './find-collection-dates.ts';
import { findDropoffPoints } from './find-dropoff-points.ts';
import { findServices } from './find-services.ts';
import { getDropoffPoint } from './get-dropoff-point.ts';

const tags = ['carriers'];

/**
 * Service search, collection dates, availability and drop-off points. Queries nest
 * with brackets: `from[country]=ES&from[zip]=28001&packages[0][weight]=2&packages[0][length]=30`.
 */
export const carriersRoutes = async (
  fastify: FastifyInstance,
  { carriers }: { carriers: CarrierProvider },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const provider = carriers;

  // Encapsulated: only this module's routes read bracketed query keys.
  app.addHook('preValidation', async (request) => {
    request.query = parseBracketQuery(request.query as Record<string, unknown>);
  });

  app.get(
    '/services',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Carrier services for a route and parcels, cheapest first',
        querystring: serviceSearchQuerySchema,
        response: { 200: serviceSearchResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const offer = await getCarrierOffer(db, auth);
      const now = new Date();
      const found = await withCorrectionHistory(
        db,
        findServices({ provider, query: request.query, offer, tenantId: auth.tenantId, now }),
        { clientId: auth.clientId, parcelCount: request.query.packages.length, now },
      );
      const scores = await findOnTimeScores(db, {
        clientId: auth.clientId,
        fromCountry: request.query.from.country,
        toCountry: request.query.to.country,
      });
      if (scores.size === 0) return found;
      return {
        ...found,
        services: found.services.map((service) => {
          const lane = scores.get(parseContractServiceId(service.id).serviceId);
          if (!lane) return service;
          return {
            ...service,
            ...(lane.own ? { onTime: lane.own } : {}),
            ...(lane.shared ? { sharedOnTime: lane.shared } : {}),
          };
        }),
      };
    },
  );

  app.get(
    '/services/:serviceId/collection-dates',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Collection days of a service: working days, cut-off time, carrier holidays',
        params: serviceIdParamsSchema,
        querystring: collectionDatesQuerySchema,
        response: { 200: collectionDatesResponseSchema },
      },
    },
    async (request) => {
      const offer = await getCarrierOffer(db, requireAuth(request.auth));
      return findCollectionDates({
        provider,
        serviceId: request.params.serviceId,
        query: request.query,
        offer,
        now: new Date(),
      });
    },
  );

  app.get(
    '/services/:serviceId/availability',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Whether the carrier accepts this booking (service, collection date, drop-off point)',
        params: serviceIdParamsSchema,
        querystring: serviceAvailabilityQuerySchema,
        response: { 200: serviceAvailabilityResponseSchema },
      },
    },
    async (request) => {
      const offer = await getCarrierOffer(db, requireAuth(request.auth));
      return checkServiceAvailability({
        provider,
        serviceId: request.params.serviceId,
        query: request.query,
        offer,
        now: new Date(),
      });
    },
  );

  app.get(
    '/dropoff-points',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: "Drop-off and pick-up points of a service's carrier near a postcode",
        querystring: dropoffPointsQuerySchema,
        response: { 200: dropoffPointsResponseSchema },
      },
    },
    async (request) => {
      const offer = await getCarrierOffer(db, requireAuth(request.auth));
      return findDropoffPoints({ provider, query: request.query, offer });
    },
  );

  app.get(
    '/dropoff-points/:pointId',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'One drop-off point',
        params: dropoffPointParamsSchema,
        querystring: dropoffPointQuerySchema,
        response: { 200: dropoffPointSchema },
      },
    },
    async (request) => {
      const offer = await getCarrierOffer(db, requireAuth(request.auth));
      return getDropoffPoint({ provider, pointId: request.params.pointId, query: request.query, offer });
    },
  );
};

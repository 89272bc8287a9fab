import {
  countriesQuerySchema,
  countriesResponseSchema,
  languageQuerySchema,
  postalCodesQuerySchema,
  postalCodesResponseSchema,
  postalZonesByLanguageResponseSchema,
  postalZonesResponseSchema,
  postcodeValidationQuerySchema,
  postcodeValidationResponseSchema,
} from '@shipdeck/domain/geo/geo.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { findCountries } from './find-countries.ts';
import { findPostalCodes } from './find-postal-codes.ts';
import { findDestinations, findOrigins, findPostalZones } from './find-postal-zones.ts';
import { validatePostcode } from './validate-postcode.ts';

const tags = ['geo'];

/**
 * Countries, postal zones and postcode look-ups for address forms. Origins are the countries the
 * carrier network (`carriers`) picks up from.
 */
export const geoRoutes = async (
  fastify: FastifyInstance,
  { carriers }: { carriers: Pick<CarrierProvider, 'originCountries'> },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/countries',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary:
          'All ISO countries named in the language, or those q finds (name in any language, alias, code)',
        querystring: countriesQuerySchema,
        response: { 200: countriesResponseSchema },
      },
    },
    async (request) => findCountries(request.query),
  );

  app.get(
    '/origins',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Postal zones shipments can start from',
        querystring: languageQuerySchema,
        response: { 200: postalZonesByLanguageResponseSchema },
      },
    },
    async (request) => findOrigins(request.query.language, carriers.originCountries()),
  );

  app.get(
    '/destinations',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Postal zones shipments can go to',
        querystring: languageQuerySchema,
        response: { 200: postalZonesByLanguageResponseSchema },
      },
    },
    async (request) => findDestinations(request.query.language),
  );

  app.get(
    '/postal-zones',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Every postal zone with its names',
        response: { 200: postalZonesResponseSchema },
      },
    },
    async () => findPostalZones(),
  );

  app.get(
    '/postal-codes',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Postcodes starting with q (or of towns starting with q), by country or postal zone',
        querystring: postalCodesQuerySchema,
        response: { 200: postalCodesResponseSchema },
      },
    },
    async (request) => findPostalCodes(request.query),
  );

  app.get(
    '/postal-codes/validate',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Whether a postcode can exist in a country',
        querystring: postcodeValidationQuerySchema,
        response: { 200: postcodeValidationResponseSchema },
      },
    },
    async (request) => validatePostcode(request.query),
  );
};

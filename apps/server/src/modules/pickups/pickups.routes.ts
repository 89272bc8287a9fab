import {
  PickupMessage,
  pickupCreateSchema,
  pickupOptionsQuerySchema,
  pickupOptionsSchema,
  pickupSchema,
  pickupSlotSchema,
  shipmentPickupSchema,
} from '@shipdeck/domain/pickups/pickup.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { getBookingContract } from '../own-contracts/index.ts';
import type { ShipmentViewSources } from '../shipments/index.ts';
import { createPickup } from './create-pickup.ts';
import { deletePickup } from './delete-pickup.ts';
import { findPickupOptions } from './find-pickup-options.ts';
import { getShipmentPickup } from './get-shipment-pickup.ts';
import { updatePickup } from './update-pickup.ts';

const tags = ['pickups'];
// A malformed id names nothing stored: 404, like another client's.
const uuidOr404 = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw notFound(PickupMessage.notFound);
  return id;
};
const referencesOf = (list: string) => {
  const references = list.split(',').filter(Boolean);
  if (references.length === 0) throw notFound(PickupMessage.notFound);
  return references;
};

/** Carrier collections of bought shipments: the days offered, book, move, cancel, a shipment's collection. */
export const pickupsRoutes: FastifyPluginAsyncZod<
  { carriers: CarrierProvider } & ShipmentViewSources
> = async (app, { carriers, findShipmentExtras }) => {
  /** The booked shipments' views read their collection, voucher and customs invoice from here. */
  const sources = { findShipmentExtras };
  const { db } = app.database;
  const config = { access: 'apiKey' as const };
  /** The client's own contracts, opened for a collection booked, moved or cancelled on one. */
  const contractsOf = (clientId: string) => (database: Db, serviceId: string) =>
    getBookingContract(database, { clientId, serviceId, config: app.config });

  app.get(
    '/pickups/options',
    {
      config,
      schema: {
        tags,
        summary: "The carrier's next collection days and hours for some bought shipments of one origin",
        querystring: pickupOptionsQuerySchema,
        response: { 200: pickupOptionsSchema },
      },
    },
    async (request) =>
      findPickupOptions(db, {
        clientId: requireAuth(request.auth).clientId,
        references: referencesOf(request.query.references),
        carriers,
        now: new Date(),
      }),
  );

  app.post(
    '/pickups',
    {
      config,
      schema: {
        tags,
        summary: 'Book a collection (the same requestKey again answers the first booking)',
        body: pickupCreateSchema,
        response: { 200: pickupSchema, 201: pickupSchema },
      },
    },
    async (request, reply) => {
      const { clientId } = requireAuth(request.auth);
      const { pickup, isNew } = await createPickup(db, {
        clientId,
        request: request.body,
        carriers,
        findContract: contractsOf(clientId),
        now: new Date(),
        sources,
      });
      return reply.status(isNew ? 201 : 200).send(pickup);
    },
  );

  app.patch(
    '/pickups/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Move a collection to another day, window or parcel count',
        params: z.object({ id: z.string() }),
        body: pickupSlotSchema,
        response: { 200: pickupSchema },
      },
    },
    async (request) =>
      updatePickup(db, {
        clientId: requireAuth(request.auth).clientId,
        id: uuidOr404(request.params.id),
        slot: request.body,
        carriers,
        findContract: contractsOf(requireAuth(request.auth).clientId),
        now: new Date(),
        sources,
      }),
  );

  app.delete(
    '/pickups/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Cancel a collection (409 once the carrier collected its parcels)',
        params: z.object({ id: z.string() }),
        response: { 200: pickupSchema },
      },
    },
    async (request) =>
      deletePickup(db, {
        clientId: requireAuth(request.auth).clientId,
        id: uuidOr404(request.params.id),
        carriers,
        findContract: contractsOf(requireAuth(request.auth).clientId),
        now: new Date(),
        sources,
      }),
  );

  app.get(
    '/pickups/shipment/:reference',
    {
      config,
      schema: {
        tags,
        summary: 'The live collection a shipment is booked on, if any',
        params: z.object({ reference: z.string().max(40) }),
        response: { 200: shipmentPickupSchema },
      },
    },
    async (request) => ({
      pickup: await getShipmentPickup(db, {
        clientId: requireAuth(request.auth).clientId,
        reference: request.params.reference,
      }),
    }),
  );
};

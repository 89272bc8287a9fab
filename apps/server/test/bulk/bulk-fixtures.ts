import type { ShipmentInput } from '@shipdeck/domain/shipments/shipment.schema';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedUp } from '../helpers/clients.ts';
import { madrid, readyShipment } from '../shipments/shipment-fixtures.ts';

export const barcelona = {
  firstName: 'Jordi',
  lastName: 'Puig',
  phone: '+34600333444',
  email: 'jordi@example.es',
  street1: 'Carrer de Balmes 10',
  alpha2Code: 'ES',
  zipCode: '08001',
  city: 'Barcelona',
};

export const parcel = { height: 10, length: 30, width: 20, weight: 2.5 };

/** The bracket query of the carrier endpoints for Madrid → Barcelona with one parcel. */
export const madridBarcelona =
  'from[country]=ES&from[zip]=28013&to[country]=ES&to[zip]=08001' +
  '&packages[0][weight]=2.5&packages[0][length]=30&packages[0][width]=20&packages[0][height]=10';

type ServiceListed = {
  id: string;
  carrierId: string;
  carrierName: string;
  name: string;
  logoId: string;
  dropOff: { origin: boolean; destination: boolean };
  customsRequired: boolean;
  transitHours: number;
  estimatedDeliveryDate: string | null;
  price: { basePrice: number; taxPrice: number; totalPrice: number; taxes: { percentage: number }[] };
  products: {
    insurance: {
      isEnabled: boolean;
      basePrice: number;
      baseCoverage: number;
      tiers: { coverage: number; basePrice: number }[];
    };
  };
};

export const snapshotOf = (service: ServiceListed) => ({
  id: service.id,
  carrierId: service.carrierId,
  carrierName: service.carrierName,
  name: service.name,
  logoId: service.logoId,
  dropOffOrigin: service.dropOff.origin,
  dropOffDestination: service.dropOff.destination,
  customsRequired: service.customsRequired,
  transitHours: service.transitHours,
});

export const bulkApi = (app: FastifyInstance, account: SignedUp) => {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: account.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** The days the service collects Madrid → Barcelona, with the carrier's window on each. */
  const collectionDays = async (
    serviceId: string,
    query = madridBarcelona,
  ): Promise<{ date: string; from: string; to: string }[]> => {
    const response = await call('GET', `/services/${serviceId}/collection-dates?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().dates;
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    patch: (url: string, payload: unknown) => call('PATCH', url, payload),
    /** The services the search lists for Madrid → Barcelona, cheapest first. */
    services: async (query = madridBarcelona): Promise<ServiceListed[]> => {
      const response = await call('GET', `/services?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().services;
    },
    collectionDays,
    collectionDates: async (serviceId: string, query = madridBarcelona): Promise<string[]> =>
      (await collectionDays(serviceId, query)).map((day) => day.date),
    /** A Madrid → Barcelona draft; ready to purchase unless the overrides take something away. */
    draft: async (overrides: Partial<ShipmentInput> = {}): Promise<string> => {
      const response = await call(
        'POST',
        '/shipments',
        readyShipment({ from: madrid, to: barcelona, parcels: [parcel], ...overrides }),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json().reference;
    },
    shipment: async (reference: string) => {
      const response = await call('GET', `/shipments/${reference}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
};

/** Marks a draft as bought, as a settled order leaves it. */
export const markBought = (app: FastifyInstance, reference: string) =>
  app.database.query(
    "UPDATE shipments SET state = 'PURCHASE_SUCCESS', order_date = now(), step = 'PURCHASED' WHERE reference = $1",
    [reference],
  );

/** An order that claimed the shipment and whose payment has not settled yet (still in flight). */
export const holdInPendingOrder = async (app: FastifyInstance, reference: string) => {
  const [order] = await app.database.query<{ id: string }>(
    `INSERT INTO orders (client_id, reference, idempotency_key, status, payment_method, payment_type, total_amount)
     SELECT client_id, 'ORD-' || reference, 'key-' || reference, 'PENDING', 'creditcard3dsecure', 'DIRECT', 1000
     FROM shipments WHERE reference = $1 RETURNING id`,
    [reference],
  );
  await app.database.query(
    `INSERT INTO order_shipments (order_id, client_id, shipment_id, shipment_reference, position, amount, status)
     SELECT $1, client_id, id, reference, 0, 1000, 'PENDING' FROM shipments WHERE reference = $2`,
    [order!.id, reference],
  );
};

export const notFoundFailure = (reference: string) => ({
  reference,
  error_code: 'NotFound',
  message: 'shipment.error.not-found',
});

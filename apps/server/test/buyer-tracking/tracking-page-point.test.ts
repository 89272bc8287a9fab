import type { DropoffPoint, Service } from '@shipdeck/domain/carriers/carriers.schema';
import { serviceSnapshotOf } from '@shipdeck/domain/shipments/rules/service-snapshot';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp, uniqueEmail } from '../helpers/clients.ts';
import { cardNonceFor, orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { api } from '../pricing/pricing-fixtures.ts';
import { madrid, readyShipment } from '../shipments/shipment-fixtures.ts';

const TILES = 'https://tiles.example.net/osm/{z}/{x}/{y}.png';
const SERVICE = 'inpost-locker-to-locker';
const PARCEL = { length: 30, width: 20, height: 10, weight: 2 };
const parcelQuery = (prefix: string) =>
  Object.entries(PARCEL)
    .map(([key, value]) => `${prefix}[0][${key}]=${value}`)
    .join('&');

const barcelona = {
  firstName: 'Marta',
  lastName: 'Puig',
  phone: '+34611222333',
  street1: 'Carrer de Pallars 193',
  alpha2Code: 'ES',
  zipCode: '08005',
  city: 'Barcelona',
};

const lockerService = async (app: FastifyInstance, seller: SignedUp) => {
  const response = await api(app, seller).get(
    `/services?from[country]=ES&from[zip]=${madrid.zipCode}&to[country]=ES&to[zip]=${barcelona.zipCode}&${parcelQuery('packages')}&sortBy=totalPrice&source=PRO`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const service = (response.json().services as Service[]).find(({ id }) => id === SERVICE);
  expect(service).toBeDefined();
  return service!;
};

const lockerNearBuyer = async (app: FastifyInstance, seller: SignedUp) => {
  const response = await api(app, seller).get(
    `/dropoff-points?serviceId=${SERVICE}&country=ES&zip=${barcelona.zipCode}&${parcelQuery('parcelsDimensions')}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  // Not the nearest: the page must show the point the seller chose.
  return (response.json().points as DropoffPoint[])[1]!;
};

/** Buys a parcel to a locker the seller chose, for a buyer with an e-mail; answers the tracking token. */
const buyToLocker = async (app: FastifyInstance) => {
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const point = await lockerNearBuyer(app, seller);
  const buyer = uniqueEmail();
  const created = await api(app, seller).post(
    '/shipments',
    readyShipment({
      from: madrid,
      to: { ...barcelona, email: buyer },
      parcels: [PARCEL],
      service: serviceSnapshotOf(await lockerService(app, seller)),
      dropoffPointId: point.id,
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const { reference } = created.json() as { reference: string };
  const paid = await placeOrder(
    app,
    seller,
    orderPayload([reference], {
      method: 'creditcard3dsecure',
      nonce: await cardNonceFor(app, seller, [reference]),
    }),
  );
  expect(paid.statusCode, paid.body).toBe(201);
  await drainJobs(app);
  const outbox = await app.inject({
    method: 'GET',
    url: `/api/v1/dev/outbox?to=${encodeURIComponent(buyer)}`,
  });
  const [mail] = outbox.json() as { text: string }[];
  const token = /\/tracking\/([A-Za-z0-9_-]{22})\b/.exec(mail?.text ?? '')?.[1];
  expect(token, mail?.text).toBeDefined();
  return { point, reference, token: token! };
};

const publicGet = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: `/api/v1/tracking/${token}` });

describe("buyer's tracking page: the pick-up point on a map", async () => {
  const withTiles = await buildTestApp({ MAP_TILE_URL: TILES, MAP_ATTRIBUTION: '© Example Maps' });
  const plain = await buildTestApp();

  it('answers where the chosen pick-up point stands and the map tiles, and nothing else of the point', async () => {
    const { point, token } = await buyToLocker(withTiles);
    const response = await publicGet(withTiles, token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.pickupPoint).toEqual({
      type: point.type,
      businessName: point.businessName,
      address: point.address,
      zipCode: point.zipCode,
      city: point.city,
      country: point.country,
      openingTimes: point.openingTimes,
      coordinates: point.coordinates,
    });
    expect(body.map).toEqual({ tileUrl: TILES, attribution: '© Example Maps' });
    // The carrier's id of the point and its distance from the seller's search stay with the seller.
    expect(response.body).not.toContain(point.id);
    expect(response.body).not.toContain('distanceMetres');
  });

  it('answers no tile server when none is configured, so the page draws the point plainly', async () => {
    const { token } = await buyToLocker(plain);
    const body = (await publicGet(plain, token)).json();
    expect(body.pickupPoint.coordinates).not.toBeNull();
    expect(body.map).toEqual({ tileUrl: null, attribution: '' });
  });

  it('answers null coordinates for a point stored before shipments kept them', async () => {
    const { point, reference, token } = await buyToLocker(plain);
    await plain.database.query(
      `UPDATE shipments SET dropoff_point = dropoff_point - 'coordinates' WHERE reference = $1`,
      [reference],
    );
    const response = await publicGet(plain, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pickupPoint).toMatchObject({
      businessName: point.businessName,
      coordinates: null,
    });
  });
});

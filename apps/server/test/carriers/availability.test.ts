import type { DropoffPoint } from '@shipdeck/domain/carriers/carriers.schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { routeQuery } from './carrier-queries.ts';

/** The magic values of docs/sandbox.md that lead to each CarrierProductFailure reason. */
describe('booking availability and the carrier failure magic values', async () => {
  const app = await buildTestApp();
  let seller: SignedUp;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
    seller = await signUp(app);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const check = (
    serviceId: string,
    options: Parameters<typeof routeQuery>[0] = {},
    headers = seller.headers,
  ) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/services/${serviceId}/availability?${routeQuery({ to: ['ES', '08001'], ...options })}`,
      headers,
    });

  const expectFailure = async (
    response: Awaited<ReturnType<typeof check>>,
    reason: string,
    message: string,
  ) => {
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ messages: [{ error_code: 'CarrierProductFailure', message, reason }] });
  };

  it('accepts a service, an offered date and a listed point', async () => {
    const plain = await check('seur-24');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toEqual({ serviceId: 'seur-24', isAvailable: true });
    expect((await check('seur-24', { extra: { collectionDate: '2026-11-23' } })).statusCode).toBe(200);
    const points = await app.inject({
      method: 'GET',
      url: '/api/v1/dropoff-points?serviceId=seur-2shop&country=ES&zip=28001',
      headers: seller.headers,
    });
    const [point] = points.json().points as DropoffPoint[];
    expect((await check('seur-2shop', { extra: { dropoffPointId: point!.id } })).statusCode).toBe(200);
  });

  it('refuses a collection date the carrier does not offer', async () => {
    const sunday = await check('seur-24', { extra: { collectionDate: '2026-11-22' } });
    await expectFailure(sunday, 'COLLECTION_DATE_MISMATCH', 'carrier.error.collection-date-mismatch');
    const holiday = await check('seur-24', { extra: { collectionDate: '2026-12-08' } });
    await expectFailure(holiday, 'COLLECTION_DATE_MISMATCH', 'carrier.error.collection-date-mismatch');
    const past = await check('seur-24', { extra: { collectionDate: '2026-11-19' } });
    await expectFailure(past, 'COLLECTION_DATE_MISMATCH', 'carrier.error.collection-date-mismatch');
  });

  it('refuses the drop-off point that became invalid (near a postcode ending in 13)', async () => {
    const points = await app.inject({
      method: 'GET',
      url: '/api/v1/dropoff-points?serviceId=seur-2shop&country=ES&zip=28013',
      headers: seller.headers,
    });
    const closing = (points.json().points as DropoffPoint[]).find((point) => point.id.endsWith('-99'));
    expect(closing?.id).toBe('seur-ES-28013-99');
    const response = await check('seur-2shop', { extra: { dropoffPointId: closing!.id } });
    await expectFailure(response, 'INVALID_DROPOFF_POINT', 'carrier.error.invalid-dropoff-point');
  });

  it("refuses a point that is not one of the carrier's", async () => {
    const response = await check('seur-2shop', { extra: { dropoffPointId: 'dpd-ES-28001-00' } });
    await expectFailure(response, 'INVALID_DROPOFF_POINT', 'carrier.error.invalid-dropoff-point');
    const made_up = await check('seur-2shop', { extra: { dropoffPointId: 'anything' } });
    await expectFailure(made_up, 'INVALID_DROPOFF_POINT', 'carrier.error.invalid-dropoff-point');
  });

  it("refuses a pick-up point in another country than the recipient's", async () => {
    const toMunich = { from: ['ES', '28001'] as [string, string], to: ['DE', '80331'] as [string, string] };
    const inLyon = await check('mondial-relay-point-relais', {
      ...toMunich,
      extra: { dropoffPointId: 'mondial-relay-FR-69002-00' },
    });
    await expectFailure(inLyon, 'INVALID_DROPOFF_POINT', 'carrier.error.invalid-dropoff-point');
    const inMunich = await check('mondial-relay-point-relais', {
      ...toMunich,
      extra: { dropoffPointId: 'mondial-relay-DE-80331-00' },
    });
    expect(inMunich.statusCode, inMunich.body).toBe(200);
  });

  it('says "service not available for this user" for a sender postcode ending in 666', async () => {
    const search = await app.inject({
      method: 'GET',
      url: `/api/v1/services?${routeQuery({ from: ['ES', '28666'], to: ['ES', '08001'] })}`,
      headers: seller.headers,
    });
    expect(search.json().services.length).toBeGreaterThan(0);
    const response = await check('seur-24', { from: ['ES', '28666'] });
    await expectFailure(response, 'SERVICE_NOT_AVAILABLE', 'carrier.error.service-not-available');
  });

  it('says "service not available for this user" for a premium carrier the tenant excludes', async () => {
    const marketplace = await signUp(app, { tenant: 'marketplace' });
    const response = await check(
      'colissimo-international',
      { from: ['FR', '75001'], to: ['DE', '10115'] },
      marketplace.headers,
    );
    await expectFailure(response, 'SERVICE_NOT_AVAILABLE', 'carrier.error.service-not-available');
  });

  it('answers 422 MissingCarrierProduct when the service cannot carry the parcels', async () => {
    const response = await check('correos-paq-ligero', {
      packages: [{ weight: 5, length: 30, width: 20, height: 10 }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toMatchObject({ error_code: 'MissingCarrierProduct' });
  });

  it('refuses a malformed date', async () => {
    const response = await check('seur-24', { extra: { collectionDate: '23/11/2026' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatchObject({
      field: 'collectionDate',
      message: 'form.error.invalid-date',
    });
  });
});

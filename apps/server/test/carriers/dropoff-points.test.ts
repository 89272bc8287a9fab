import type { DropoffPoint } from '@shipdeck/domain/carriers/carriers.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';

describe('drop-off points', async () => {
  const app = await buildTestApp();
  let seller: SignedUp;

  beforeAll(async () => {
    seller = await signUp(app);
  });

  const list = (query: string, headers: SignedUp['headers'] = seller.headers) =>
    app.inject({ method: 'GET', url: `/api/v1/dropoff-points?${query}`, headers });
  const pointsOf = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().points as DropoffPoint[];
  };

  it('lists points near the postcode with name, address, hours and coordinates, nearest first', async () => {
    const points = await pointsOf('serviceId=seur-2shop&country=ES&zip=28001');
    expect(points).toHaveLength(8);
    for (const point of points) {
      expect(point).toMatchObject({
        id: expect.stringMatching(/^seur-ES-28001-\d{2}$/),
        carrierId: 'seur',
        businessName: expect.any(String),
        address: expect.stringMatching(/\d/),
        zipCode: expect.stringMatching(/^28\d{3}$/),
        city: 'Madrid',
        country: 'ES',
      });
      expect(point.openingTimes.map((entry) => entry.day)).toEqual([
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
        'sunday',
      ]);
      expect(Math.abs(point.coordinates.latitude - 40.42)).toBeLessThan(0.1);
      expect(Math.abs(point.coordinates.longitude - -3.7)).toBeLessThan(0.1);
    }
    const distances = points.map((point) => point.distanceMetres);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('gives the same points for the same query', async () => {
    const query = 'serviceId=mondial-relay-point-relais&country=FR&zip=69003';
    expect(await pointsOf(query)).toEqual(await pointsOf(query));
    const other = await pointsOf('serviceId=mondial-relay-point-relais&country=FR&zip=13001');
    expect(other[0]!.city).toBe('Marseille');
  });

  it('accepts a postcode in any spelling and answers in the canonical one', async () => {
    const points = await pointsOf('serviceId=postnl-pickup&country=NL&zip=1011ab');
    expect(points[0]!.id).toBe('postnl-NL-1011AB-00');
    expect(points[0]!.zipCode).toBe('1011 AB');
  });

  it('gives InPost lockers open around the clock', async () => {
    const points = await pointsOf('serviceId=inpost-locker-to-locker&country=PL&zip=00-950');
    expect(points.every((point) => point.type === 'LOCKER')).toBe(true);
    expect(points[0]!.openingTimes.every((entry) => entry.time === '00:00-24:00')).toBe(true);
  });

  it('leaves out points that cannot take the parcels', async () => {
    const all = await pointsOf('serviceId=dpd-pickup&country=DE&zip=10115');
    const heavy = await pointsOf(
      'serviceId=dpd-pickup&country=DE&zip=10115&parcelsDimensions[0][weight]=15&parcelsDimensions[0][length]=30&parcelsDimensions[0][width]=30&parcelsDimensions[0][height]=30',
    );
    const bulky = await pointsOf(
      'serviceId=dpd-pickup&country=DE&zip=10115&parcelsDimensions[0][weight]=2&parcelsDimensions[0][length]=90&parcelsDimensions[0][width]=30&parcelsDimensions[0][height]=30',
    );
    expect(heavy.length).toBeLessThan(all.length);
    expect(bulky.some((point) => point.type === 'LOCKER')).toBe(false);
    expect(all.some((point) => point.type === 'LOCKER')).toBe(true);
  });

  // DPD near 10115: six shops (two of them small) and two lockers.
  it.each([
    { parcel: [2, 30, 20, 10], shops: 6, lockers: 2, why: 'a small parcel fits everywhere' },
    { parcel: [12, 40, 30, 30], shops: 4, lockers: 2, why: 'over 10 kg: small shops refuse it' },
    { parcel: [26, 30, 30, 30], shops: 4, lockers: 0, why: 'over 25 kg: lockers refuse it' },
    {
      parcel: [5, 62, 30, 20],
      shops: 4,
      lockers: 2,
      why: 'over 60 cm: small shops refuse it, the box takes it',
    },
    { parcel: [8, 70, 30, 20], shops: 4, lockers: 0, why: 'over 64 cm: no locker box is that long' },
    {
      parcel: [3, 50, 45, 40],
      shops: 6,
      lockers: 0,
      why: 'two sides over 41 cm: no locker box is that wide',
    },
  ])('offers only points that can hold the parcel: $why', async ({ parcel, shops, lockers }) => {
    const [weight, length, width, height] = parcel;
    const points = await pointsOf(
      `serviceId=dpd-pickup&country=DE&zip=10115&parcelsDimensions[0][weight]=${weight}&parcelsDimensions[0][length]=${length}&parcelsDimensions[0][width]=${width}&parcelsDimensions[0][height]=${height}`,
    );
    expect(points.filter((point) => point.type === 'PICKUP_POINT')).toHaveLength(shops);
    expect(points.filter((point) => point.type === 'LOCKER')).toHaveLength(lockers);
  });

  it('adds the point that will become invalid near postcodes ending in 13', async () => {
    const points = await pointsOf('serviceId=gls-shop-delivery&country=ES&zip=08013');
    expect(points.at(-1)!.id).toBe('gls-ES-08013-99');
    expect(
      (await pointsOf('serviceId=gls-shop-delivery&country=ES&zip=08014')).some((p) => p.id.endsWith('-99')),
    ).toBe(false);
  });

  it("returns one point's detail from its id", async () => {
    const [first] = await pointsOf('serviceId=colissimo-point-retrait&country=FR&zip=75011');
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/dropoff-points/${first!.id}?serviceId=colissimo-point-retrait&country=FR&zip=75011&pointsType=pick-up`,
      headers: seller.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(first);
  });

  it("answers 404 for an id that is not the carrier's", async () => {
    for (const pointId of ['dpd-FR-75011-00', 'colissimo-FR-75011-42', 'nonsense']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/dropoff-points/${pointId}?serviceId=colissimo-point-retrait&country=FR&zip=75011`,
        headers: seller.headers,
      });
      expect(response.statusCode, pointId).toBe(404);
      expect(response.json().messages[0]).toMatchObject({ message: 'carrier.error.dropoff-point-not-found' });
    }
  });

  it('refuses a service that neither drops off nor delivers to points', async () => {
    const response = await list('serviceId=ups-express-saver&country=ES&zip=28001');
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toMatchObject({ message: 'carrier.error.service-without-dropoff' });
  });

  it('answers 404 for an unknown service', async () => {
    const response = await list('serviceId=nope&country=ES&zip=28001');
    expect(response.statusCode).toBe(404);
  });

  it('refuses a premium carrier the tenant excludes', async () => {
    const marketplace = await signUp(app, { tenant: 'marketplace' });
    const response = await list(
      'serviceId=colissimo-point-retrait&country=FR&zip=75011',
      marketplace.headers,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toMatchObject({ reason: 'SERVICE_NOT_AVAILABLE' });
  });

  it.each([
    ['serviceId=seur-2shop&country=ES&zip=ABCDE', 'zip', 'form.error.postcode-invalid'],
    ['serviceId=seur-2shop&country=ZZ&zip=28001', 'country', 'form.error.country-unknown'],
    ['serviceId=seur-2shop&country=ES', 'zip', 'form.error.required'],
    [
      'serviceId=seur-2shop&country=ES&zip=28001&parcelsDimensions[0][weight]=-2&parcelsDimensions[0][length]=1&parcelsDimensions[0][width]=1&parcelsDimensions[0][height]=1',
      'parcelsDimensions.0.weight',
      'form.error.positive',
    ],
  ])('refuses %s', async (query, field, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('needs a signed-in client', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/dropoff-points?serviceId=seur-2shop&country=ES&zip=28001',
    });
    expect(response.statusCode).toBe(401);
  });
});

import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { DEFAULT_PACKAGE, type PackageInput, routeQuery } from './carrier-queries.ts';

// A Friday morning in Madrid, before every cut-off.
const NOW = new Date('2026-11-20T09:00:00Z');

describe('service search', async () => {
  const app = await buildTestApp();
  let seller: SignedUp;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    seller = await signUp(app);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const search = async (query: Parameters<typeof routeQuery>[0] = {}, headers = seller.headers) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/services?${routeQuery(query)}`,
      headers,
    });
    return response;
  };
  const servicesOf = async (query: Parameters<typeof routeQuery>[0] = {}, headers = seller.headers) => {
    const response = await search(query, headers);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { services: Service[] }).services;
  };

  it('needs a signed-in client', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/services?${routeQuery({})}` });
    expect(response.statusCode).toBe(401);
  });

  it('lists services sorted by total price with taxes at the origin country VAT', async () => {
    const services = await servicesOf();
    expect(services.length).toBeGreaterThan(10);
    const totals = services.map((service) => service.price.totalPrice);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const service of services) {
      expect(service.price.currency).toBe('EUR');
      expect(Number.isInteger(service.price.basePrice)).toBe(true);
      expect(service.price.taxes).toEqual([{ percentage: 21, amount: service.price.taxPrice }]);
      expect(service.price.taxPrice).toBe(Math.round(service.price.basePrice * 0.21));
      expect(service.price.totalPrice).toBe(service.price.basePrice + service.price.taxPrice);
      expect(service.zone).toBe('eu');
      expect(service.customsRequired).toBe(false);
    }
  });

  it('taxes at the VAT of the origin country, not the destination', async () => {
    const [fromFrance] = await servicesOf({ from: ['FR', '75001'], to: ['ES', '28001'] });
    expect(fromFrance!.price.taxes[0]!.percentage).toBe(20);
    const [fromGermany] = await servicesOf({ from: ['DE', '10115'], to: ['ES', '28001'] });
    expect(fromGermany!.price.taxes[0]!.percentage).toBe(19);
  });

  it('describes each service as the checkout needs it', async () => {
    const services = await servicesOf({ to: ['ES', '08001'] });
    const seur24 = services.find((service) => service.id === 'seur-24')!;
    expect(seur24).toMatchObject({
      carrierId: 'seur',
      carrierName: 'SEUR',
      name: 'SEUR 24',
      logoId: 'seur',
      category: 'express',
      isCollection: true,
      dropOff: { origin: false, destination: false },
      transit: { hours: 24, days: 1, guaranteed: true },
      transitHours: 24,
      zone: 'domestic',
      customsRequired: false,
      hasPrintInStore: false,
      firstCollectionDate: '2026-11-20',
      // Collected on Friday, 24 hours in transit: delivered on Monday.
      estimatedDeliveryDate: '2026-11-23',
      cutoffTime: '18:00',
      managementFee: { basePrice: 49, taxPrice: 10, totalPrice: 59, currency: 'EUR' },
      tags: [{ type: 'SUBSCRIBER_MARGIN', currency: 'EUR', amount: expect.any(Number) }],
    });
    expect(seur24.availableDates).toEqual([
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(seur24.products.insurance).toMatchObject({ isEnabled: true, baseCoverage: 30000 });
    expect(seur24.products.insurance.tiers.length).toBeGreaterThan(1);
    expect(seur24.products.cashOnDelivery).toMatchObject({
      isEnabled: true,
      maxAmount: 300000,
      currency: 'EUR',
    });
    expect(seur24.products.adultSignature).toMatchObject({ isEnabled: true, basePrice: 350 });
    const pickup = services.find((service) => service.id === 'seur-2shop')!;
    expect(pickup).toMatchObject({
      isCollection: false,
      isDeliveryToPickupPoint: true,
      dropOff: { origin: true, destination: true },
      hasPrintInStore: true,
    });
    for (const service of services)
      expect(service.estimatedDeliveryDate! > service.firstCollectionDate).toBe(true);
  });

  it('counts the delivery estimate from the collection day the seller chose', async () => {
    const estimateOf = async (collectionDate?: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/services?${routeQuery({ to: ['ES', '08001'] })}&service_id=seur-24${collectionDate ? `&collectionDate=${collectionDate}` : ''}`,
        headers: seller.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const [service] = (response.json() as { services: Service[] }).services;
      return { first: service!.firstCollectionDate, estimate: service!.estimatedDeliveryDate };
    };
    // Friday's collection arrives on Monday; Tuesday's on Wednesday.
    expect(await estimateOf()).toEqual({ first: '2026-11-20', estimate: '2026-11-23' });
    expect(await estimateOf('2026-11-24')).toEqual({ first: '2026-11-20', estimate: '2026-11-25' });
    // A Saturday SEUR does not collect on: its next collection day, Monday, then Tuesday's delivery.
    expect(await estimateOf('2026-11-21')).toEqual({ first: '2026-11-20', estimate: '2026-11-24' });
    const malformed = await app.inject({
      method: 'GET',
      url: `/api/v1/services?${routeQuery({})}&collectionDate=tomorrow`,
      headers: seller.headers,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().messages[0]).toMatchObject({ message: 'form.error.invalid-date' });
  });

  it('shows the exclusive subscriber price where the tenant shows it', async () => {
    const [cheapest] = await servicesOf();
    expect(cheapest!.exclusivePrice!.basePrice).toBe(cheapest!.price.basePrice - cheapest!.tags[0]!.amount);
    const marketplaceSeller = await signUp(app, { tenant: 'marketplace' });
    const [other] = await servicesOf({}, marketplaceSeller.headers);
    expect(other!.exclusivePrice).toBeUndefined();
  });

  it('leaves out the premium carriers a tenant excludes and those it does not offer', async () => {
    const all = new Set(
      (await servicesOf({ from: ['FR', '75001'], to: ['FR', '69001'] })).map((s) => s.carrierId),
    );
    expect(all).toContain('ups');
    expect(all).toContain('colissimo');
    const marketplace = await signUp(app, { tenant: 'marketplace' });
    const marketplaceCarriers = new Set(
      (await servicesOf({ from: ['FR', '75001'], to: ['FR', '69001'] }, marketplace.headers)).map(
        (s) => s.carrierId,
      ),
    );
    expect(marketplaceCarriers).not.toContain('ups');
    expect(marketplaceCarriers).not.toContain('colissimo');
    expect(marketplaceCarriers).toContain('chronopost');
    const belgian = await signUp(app, { tenant: 'be-carrier' });
    const belgianCarriers = new Set(
      (await servicesOf({ from: ['BE', '1000'], to: ['BE', '2000'] }, belgian.headers)).map(
        (s) => s.carrierId,
      ),
    );
    expect(
      [...belgianCarriers].filter((id) => ['ups', 'seur', 'chronopost', 'colissimo', 'brt'].includes(id)),
    ).toEqual([]);
    expect(belgianCarriers).toContain('bpost');
    expect(belgianCarriers).toContain('mondial-relay');
  });

  it('offers cash on delivery only where the tenant allows it', async () => {
    const query = { to: ['ES', '08001'] as [string, string] };
    const main = (await servicesOf(query)).find((s) => s.id === 'seur-24')!;
    expect(main.products.cashOnDelivery.isEnabled).toBe(true);
    const belgian = await signUp(app, { tenant: 'be-carrier' });
    const services = await servicesOf({ from: ['BE', '1000'], to: ['BE', '9000'] }, belgian.headers);
    expect(
      services.every(
        (s) => !s.products.cashOnDelivery.isEnabled && s.products.cashOnDelivery.maxAmount === 0,
      ),
    ).toBe(true);
  });

  it('requires customs outside the EU customs union, paperless where the carrier offers it', async () => {
    const services = await servicesOf({ to: ['GB', 'SW1A 1AA'] });
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((s) => s.customsRequired && s.zone === 'europe')).toBe(true);
    expect(services.find((s) => s.id === 'dhl-express-worldwide')!.hasPaperlessCustoms).toBe(true);
    expect(services.find((s) => s.id === 'dpd-classic')!.hasPaperlessCustoms).toBe(false);
    const canaries = await servicesOf({ to: ['ES', '35001'] });
    expect(canaries.length).toBeGreaterThan(0);
    expect(canaries.every((s) => s.customsRequired && s.zone === 'domestic')).toBe(true);
    const balearics = await servicesOf({ to: ['ES', '07001'] });
    expect(balearics.every((s) => !s.customsRequired)).toBe(true);
  });

  it('adds the island surcharge and drops services that do not go to islands', async () => {
    const mainland = await servicesOf({ to: ['ES', '08001'] });
    const islands = await servicesOf({ to: ['ES', '07001'] });
    const ids = new Set(islands.map((s) => s.id));
    expect(ids.has('seur-48')).toBe(false);
    const seur24Mainland = mainland.find((s) => s.id === 'seur-24')!;
    const seur24Islands = islands.find((s) => s.id === 'seur-24')!;
    expect(seur24Islands.price.basePrice - seur24Mainland.price.basePrice).toBe(890);
  });

  it('rates world zones for intercontinental routes', async () => {
    const services = await servicesOf({ to: ['US', '10001'] });
    expect(services.map((s) => s.zone)).toEqual(services.map(() => 'world1'));
    expect(services.some((s) => s.id === 'ups-express-saver')).toBe(true);
    const japan = await servicesOf({ to: ['JP', '100-0001'] });
    expect(japan[0]!.zone).toBe('world2');
  });

  it('charges by volumetric weight when the parcel is bulky and light', async () => {
    const small = (await servicesOf({ to: ['ES', '08001'] })).find((s) => s.id === 'ups-standard')!;
    const bulky = (
      await servicesOf({ to: ['ES', '08001'], packages: [{ weight: 2, length: 60, width: 50, height: 40 }] })
    ).find((s) => s.id === 'ups-standard')!;
    // UPS divides by 5000: 60 × 50 × 40 / 5000 = 24 kg, the 30 kg band.
    expect(bulky.chargeableWeight).toBe(24);
    expect(small.chargeableWeight).toBe(2);
    expect(bulky.price.basePrice).toBe(2490);
    expect(small.price.basePrice).toBe(850);
  });

  it('prices each parcel of a multi-parcel shipment', async () => {
    const one = (await servicesOf({ to: ['ES', '08001'] })).find((s) => s.id === 'seur-24')!;
    const three = (
      await servicesOf({ to: ['ES', '08001'], packages: [DEFAULT_PACKAGE, DEFAULT_PACKAGE, DEFAULT_PACKAGE] })
    ).find((s) => s.id === 'seur-24')!;
    expect(three.price.basePrice).toBe(3 * one.price.basePrice);
  });

  it('excludes services whose weight or size limits a parcel exceeds', async () => {
    const heavy = await servicesOf({
      to: ['ES', '08001'],
      packages: [{ weight: 45, length: 40, width: 40, height: 40 }],
    });
    expect(heavy.length).toBeGreaterThan(0);
    expect(heavy.every((s) => ['ups', 'dhl'].includes(s.carrierId))).toBe(true);
    const long = await servicesOf({
      to: ['ES', '08001'],
      packages: [{ weight: 5, length: 190, width: 10, height: 10 }],
    });
    expect(long.some((s) => s.id === 'seur-24')).toBe(false);
    expect(long.some((s) => s.id === 'ups-standard')).toBe(true);
    const lockerSized = await servicesOf({
      to: ['ES', '08001'],
      packages: [{ weight: 3, length: 60, width: 35, height: 40 }],
    });
    expect(lockerSized.some((s) => s.id === 'inpost-locker-to-locker')).toBe(true);
    const tooBigForLocker = await servicesOf({
      to: ['ES', '08001'],
      packages: [{ weight: 3, length: 70, width: 35, height: 40 }],
    });
    expect(tooBigForLocker.some((s) => s.id === 'inpost-locker-to-locker')).toBe(false);
  });

  it('filters to one service with service_id', async () => {
    const services = await servicesOf({ extra: { service_id: 'dpd-classic' } });
    expect(services.map((s) => s.id)).toEqual(['dpd-classic']);
    expect(await servicesOf({ extra: { service_id: 'no-such-service' } })).toEqual([]);
  });

  it('puts third-party preferred services first for the sources the tenant lists', async () => {
    const preferred = await servicesOf({
      extra: { source: 'AMZ', 'thirdPartyPreferences[serviceId]': 'ups-express-saver' },
    });
    expect(preferred[0]).toMatchObject({ id: 'ups-express-saver', isThirdPartyPreference: true });
    const ignored = await servicesOf({
      extra: { source: 'PRO', 'thirdPartyPreferences[serviceId]': 'ups-express-saver' },
    });
    expect(ignored[0]!.id).not.toBe('ups-express-saver');
    expect(ignored.every((s) => !s.isThirdPartyPreference)).toBe(true);
  });

  it('finds no service for the magic unreachable postcode', async () => {
    expect(await servicesOf({ to: ['FR', '59999'] })).toEqual([]);
    expect(await servicesOf({ to: ['ES', '29999'] })).toEqual([]);
    expect(await servicesOf({ to: ['GB', 'SW1A 9ZZ'] })).toEqual([]);
  });

  it('finds no service to embargoed destinations', async () => {
    expect(await servicesOf({ to: ['KP', '12345'] })).toEqual([]);
  });

  it('accepts comma and apostrophe decimal weights', async () => {
    const dot = await servicesOf({ packages: [{ ...DEFAULT_PACKAGE, weight: '2.5' }] });
    const comma = await servicesOf({ packages: [{ ...DEFAULT_PACKAGE, weight: '2,5' }] });
    const apostrophe = await servicesOf({ packages: [{ ...DEFAULT_PACKAGE, weight: "2'5" }] });
    expect(comma).toEqual(dot);
    expect(apostrophe).toEqual(dot);
  });

  it('answers the same query with the same services', async () => {
    expect(await servicesOf({ to: ['IT', '20121'] })).toEqual(await servicesOf({ to: ['IT', '20121'] }));
  });

  describe('refuses bad input with a 4xx and a message key', () => {
    const expectError = async (query: Parameters<typeof routeQuery>[0], field: string, message: string) => {
      const response = await search(query);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().messages).toContainEqual(expect.objectContaining({ field, message }));
    };

    it.each<[string, PackageInput, string, string]>([
      [
        'a negative dimension',
        { ...DEFAULT_PACKAGE, length: -30 },
        'packages.0.length',
        'form.error.positive',
      ],
      ['a zero weight', { ...DEFAULT_PACKAGE, weight: 0 }, 'packages.0.weight', 'form.error.positive'],
      [
        'a fractional dimension',
        { ...DEFAULT_PACKAGE, width: 20.5 },
        'packages.0.width',
        'form.error.whole-number',
      ],
      [
        'an absurd dimension',
        { ...DEFAULT_PACKAGE, height: 100000 },
        'packages.0.height',
        'form.error.max-size',
      ],
      ['an absurd weight', { ...DEFAULT_PACKAGE, weight: 1e9 }, 'packages.0.weight', 'form.error.max-size'],
      [
        'four decimals of weight',
        { ...DEFAULT_PACKAGE, weight: '1.2345' },
        'packages.0.weight',
        'form.error.max-decimals',
      ],
      [
        'a weight that is not a number',
        { ...DEFAULT_PACKAGE, weight: 'heavy' },
        'packages.0.weight',
        'form.error.invalid-number',
      ],
    ])('%s', async (_label, parcel, field, message) => {
      await expectError({ packages: [parcel] }, field, message);
    });

    it('an unknown country', async () => {
      await expectError({ to: ['XX', '12345'] }, 'to.country', 'form.error.country-unknown');
    });

    it('a postcode that cannot exist in the country', async () => {
      await expectError({ from: ['ES', '99001'] }, 'from.zip', 'form.error.postcode-invalid');
      await expectError({ to: ['GB', '12345'] }, 'to.zip', 'form.error.postcode-invalid');
    });

    it('no parcels', async () => {
      await expectError({ packages: [] }, 'packages', 'form.error.required');
    });

    it('seventeen parcels', async () => {
      await expectError(
        { packages: Array.from({ length: 17 }, () => DEFAULT_PACKAGE) },
        'packages',
        'form.error.max-parcels',
      );
    });

    it('10 000 parcels', async () => {
      const response = await search({ packages: Array.from({ length: 10_000 }, () => DEFAULT_PACKAGE) });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatchObject({
        field: 'packages',
        message: 'form.error.max-parcels',
      });
    });

    it('a parcel index far beyond the maximum', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/services?${routeQuery({})}&packages[999999999][weight]=1`,
        headers: seller.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatchObject({ message: 'form.error.max-parcels' });
    });

    it('an unknown sort', async () => {
      await expectError({ extra: { sortBy: 'carrier' } }, 'sortBy', 'form.error.value-not-allowed');
    });

    it('conflicting scalar and nested keys', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/services?${routeQuery({})}&packages[0]=x&packages[0][weight]=1&to=FR`,
        headers: seller.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages.length).toBeGreaterThan(0);
    });

    it('prototype keys are ignored', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/services?${routeQuery({})}&__proto__[polluted]=1&from[__proto__][x]=1`,
        headers: seller.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });
});

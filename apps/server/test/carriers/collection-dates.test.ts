import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { routeQuery } from './carrier-queries.ts';

describe('collection dates', async () => {
  const app = await buildTestApp();
  let seller: SignedUp;
  const sellers = new Map<string, SignedUp['headers']>();
  const sellerAt = async (now: string) => {
    const day = now.slice(0, 10);
    if (!sellers.has(day)) sellers.set(day, (await signUp(app)).headers);
    return sellers.get(day)!;
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
    seller = await signUp(app);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const datesOf = async (options: {
    now: string;
    serviceId: string;
    from?: [string, string];
    to?: [string, string];
    headers?: SignedUp['headers'];
  }) => {
    vi.setSystemTime(new Date(options.now));
    // Sessions expire: sign in at the simulated time.
    const headers = options.headers ?? (await sellerAt(options.now));
    return app.inject({
      method: 'GET',
      url: `/api/v1/services/${options.serviceId}/collection-dates?${routeQuery({ from: options.from, to: options.to ?? ['ES', '08001'] })}`,
      headers,
    });
  };
  const dayList = async (options: Parameters<typeof datesOf>[0]) => {
    const response = await datesOf(options);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      dates: { date: string; from: string; to: string }[];
      cutoffTime: string;
      timeZone: string;
      isCollection: boolean;
    };
  };

  it('starts today before the cut-off and skips the weekend', async () => {
    // Friday 10:00 in Madrid; SEUR 24 collects until 18:00.
    const plan = await dayList({ now: '2026-11-20T09:00:00Z', serviceId: 'seur-24' });
    expect(plan).toMatchObject({ cutoffTime: '18:00', timeZone: 'Europe/Madrid', isCollection: true });
    expect(plan.dates).toHaveLength(10);
    // Each day with the delivery it leads to, 24 hours later on a working day.
    expect(plan.dates.slice(0, 3)).toEqual([
      { date: '2026-11-20', from: '09:00', to: '18:00', estimatedDeliveryDate: '2026-11-23' },
      { date: '2026-11-23', from: '09:00', to: '18:00', estimatedDeliveryDate: '2026-11-24' },
      { date: '2026-11-24', from: '09:00', to: '18:00', estimatedDeliveryDate: '2026-11-25' },
    ]);
  });

  it('starts the next working day after the cut-off', async () => {
    // Friday 18:30 in Madrid.
    const plan = await dayList({ now: '2026-11-20T17:30:00Z', serviceId: 'seur-24' });
    expect(plan.dates[0]!.date).toBe('2026-11-23');
  });

  it("reads the cut-off in the origin's time zone", async () => {
    // 13:30 UTC is 14:30 in Madrid (past Correos' 14:00 cut-off) but 13:30 in the Canaries.
    const madrid = await dayList({ now: '2026-11-18T13:30:00Z', serviceId: 'correos-paq-premium' });
    const canaries = await dayList({
      now: '2026-11-18T13:30:00Z',
      serviceId: 'correos-paq-premium',
      from: ['ES', '35001'],
      to: ['ES', '35002'],
    });
    expect(madrid.dates[0]!.date).toBe('2026-11-19');
    expect(canaries.dates[0]!.date).toBe('2026-11-18');
    expect(canaries.timeZone).toBe('Atlantic/Canary');
  });

  it.each([
    // Wednesday 25 November, half an hour either side of midnight on the warehouse's clock.
    ['23:30 in Madrid', '2026-11-25T22:30:00Z', ['ES', '28001'], 'Europe/Madrid', '2026-11-26'],
    ['00:30 in Madrid', '2026-11-25T23:30:00Z', ['ES', '28001'], 'Europe/Madrid', '2026-11-26'],
    ['23:30 in London', '2026-11-25T23:30:00Z', ['GB', 'SW1A 1AA'], 'Europe/London', '2026-11-26'],
    ['00:30 in London', '2026-11-26T00:30:00Z', ['GB', 'SW1A 1AA'], 'Europe/London', '2026-11-26'],
    ['00:30 in Las Palmas', '2026-11-26T00:30:00Z', ['ES', '35001'], 'Atlantic/Canary', '2026-11-26'],
  ] as const)('offers the next local working day at %s', async (_name, now, from, timeZone, first) => {
    const to: [string, string] =
      from[0] === 'GB' ? ['GB', 'M1 1AE'] : ['ES', from[1] === '35001' ? '35002' : '08001'];
    const plan = await dayList({ now, serviceId: 'ups-standard', from: [...from], to });
    expect(plan.timeZone).toBe(timeZone);
    expect(plan.dates[0]!.date).toBe(first);
    expect(plan.dates.some((day) => day.date < first)).toBe(false);
  });

  it("skips the origin country's public holidays", async () => {
    // 8 December is a Spanish holiday (a Tuesday in 2026).
    const plan = await dayList({ now: '2026-12-04T18:00:00Z', serviceId: 'seur-24' });
    expect(plan.dates.slice(0, 3).map((day) => day.date)).toEqual(['2026-12-07', '2026-12-09', '2026-12-10']);
    // Good Friday 2027 (26 March) in Spain.
    const easter = await dayList({ now: '2027-03-25T18:00:00Z', serviceId: 'seur-24' });
    expect(easter.dates[0]!.date).toBe('2027-03-29');
  });

  it("skips the carrier's own closures", async () => {
    const ups = await dayList({ now: '2026-12-22T18:00:00Z', serviceId: 'ups-standard' });
    const correos = await dayList({ now: '2026-12-22T18:00:00Z', serviceId: 'correos-paq-premium' });
    expect(ups.dates.slice(0, 2).map((day) => day.date)).toEqual(['2026-12-23', '2026-12-28']);
    expect(correos.dates.slice(0, 2).map((day) => day.date)).toEqual(['2026-12-23', '2026-12-24']);
  });

  it('lists Saturdays for services whose points take parcels then', async () => {
    const plan = await dayList({ now: '2026-11-20T16:00:00Z', serviceId: 'correos-paq-estandar' });
    expect(plan.isCollection).toBe(false);
    expect(plan.dates[0]).toMatchObject({ date: '2026-11-21', from: '08:30', to: '20:30' });
  });

  it('answers 404 for an unknown service', async () => {
    const response = await datesOf({ now: '2026-11-20T09:00:00Z', serviceId: 'no-such-service' });
    expect(response.statusCode).toBe(404);
    expect(response.json().messages[0]).toMatchObject({ message: 'carrier.error.service-not-found' });
  });

  it('answers 422 when the service does not take this route', async () => {
    const response = await datesOf({
      now: '2026-11-20T09:00:00Z',
      serviceId: 'seur-24',
      to: ['US', '10001'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toMatchObject({
      error_code: 'MissingCarrierProduct',
      message: 'carrier.error.service-not-offered',
    });
  });

  it("refuses a premium carrier the client's tenant excludes", async () => {
    vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
    const marketplace = await signUp(app, { tenant: 'marketplace' });
    const response = await datesOf({
      now: '2026-11-20T09:00:00Z',
      serviceId: 'ups-standard',
      from: ['FR', '75001'],
      to: ['FR', '69001'],
      headers: marketplace.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toEqual({
      error_code: 'CarrierProductFailure',
      message: 'carrier.error.service-not-available',
      reason: 'SERVICE_NOT_AVAILABLE',
    });
  });

  it('refuses malformed input with a message key', async () => {
    vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/services/seur-24/collection-dates?${routeQuery({ packages: [{ weight: -1, length: 1, width: 1, height: 1 }] })}`,
      headers: seller.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatchObject({
      field: 'packages.0.weight',
      message: 'form.error.positive',
    });
  });
});

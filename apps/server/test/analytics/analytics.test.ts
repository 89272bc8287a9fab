import { describe, expect, it } from 'vitest';
import { rebuildAnalyticsJob } from '../../src/modules/analytics/rebuild-analytics.job.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { cardNonceFor, orderPayload, placeOrder, saveBilling, stateOf } from '../orders/order-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { dhlParcelConnect, glsService, madrid, paris } from '../shipments/shipment-fixtures.ts';
import { deliverEvents, readAllCharts, readChart, utcDay } from './analytics-helpers.ts';

const barcelona = {
  ...madrid,
  firstName: 'Pau',
  street1: 'Carrer Gran 2',
  zipCode: '08001',
  city: 'Barcelona',
};

type Line = { shipmentReference: string; amount: number };

/** Buys the shipments in one card order and waits for their labels; returns the order's lines. */
const buy = async (app: Awaited<ReturnType<typeof buildTestApp>>, seller: SignedUp, references: string[]) => {
  const placed = await placeOrder(
    app,
    seller,
    orderPayload(references, {
      method: 'creditcard3dsecure',
      nonce: await cardNonceFor(app, seller, references),
    }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  await drainJobs(app);
  const order = (await api(app, seller).get(`/orders/${placed.json().orderReference}`)).json();
  return order.shipments as Line[];
};

describe('analytics: roll-ups kept by shipment events', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const today = utcDay(new Date());
  const range = { from: today, to: today };

  // Seen once before buying, so what follows goes through the event path, not a first build.
  await deliverEvents(app, seller.clientId);
  const drafts = [
    { to: paris, service: glsService, content: { description: 'Books', value: 2000 } },
    { to: paris, service: glsService, content: { description: '  books ', value: 1500 } },
    { to: barcelona, service: glsService, content: { description: 'Clothing', value: 4000 } },
    { to: paris, service: dhlParcelConnect, content: { description: 'Electronics', value: 9000 } },
    { to: barcelona, service: dhlParcelConnect, content: { description: 'Clothing', value: 3000 } },
  ];
  const references: string[] = [];
  for (const draft of drafts) references.push(await createReadyShipment(app, seller, draft));
  const lines = await buy(app, seller, references);
  await deliverEvents(app, seller.clientId);
  const cancelled = references[4]!;
  const cancel = await api(app, seller).post(`/shipments/${cancelled}/cancel`, { reason: 'WRONG_ADDRESS' });
  expect(cancel.statusCode, cancel.body).toBeLessThan(300);
  await drainJobs(app, { includeDelayed: true });
  await drainJobs(app, { includeDelayed: true });
  expect(await stateOf(app, seller, cancelled)).toBe('CANCELED');
  await deliverEvents(app, seller.clientId);

  const amountOf = (reference: string) => lines.find((line) => line.shipmentReference === reference)!.amount;
  const kept = references.slice(0, 4);
  const paid = kept.reduce((sum, reference) => sum + amountOf(reference), 0);

  it('counts every paid shipment once and leaves the cancelled one out, as the orders and SQL add up', async () => {
    const charts = await readAllCharts(app, seller, range);
    expect(charts.shipments).toEqual({ series: [{ date: today, shipments: 4 }] });
    expect(charts.costs).toEqual({ currency: 'EUR', series: [{ date: today, totalCost: paid }] });

    const [sql] = await app.database.query<{ n: string; total: string }>(
      `SELECT count(*) AS n, sum((price->>'totalPrice')::bigint) AS total FROM shipments
       WHERE client_id = $1 AND order_date IS NOT NULL AND state <> 'CANCELED'`,
      [seller.clientId],
    );
    expect({ n: Number(sql!.n), total: Number(sql!.total) }).toEqual({ n: 4, total: paid });

    const carriers = await app.database.query<{ carrier: string; n: string; total: string }>(
      `SELECT carrier_name AS carrier, count(*) AS n, sum((price->>'totalPrice')::bigint) AS total
       FROM shipments WHERE client_id = $1 AND order_date IS NOT NULL AND state <> 'CANCELED'
       GROUP BY carrier_name ORDER BY count(*) DESC, carrier_name`,
      [seller.clientId],
    );
    expect(charts.carriers).toEqual({
      total: 4,
      rows: carriers.map((row) => ({
        carrier: row.carrier,
        shipments: Number(row.n),
        percentage: (Number(row.n) / 4) * 100,
        averageCost: Math.round(Number(row.total) / Number(row.n)),
        currency: 'EUR',
      })),
      others: null,
    });
    expect(carriers.map((row) => row.carrier)).toEqual(['GLS', 'DHL']);
    expect(charts.countries).toEqual({
      total: 4,
      rows: [
        { country: 'FR', shipments: 3, percentage: 75 },
        { country: 'ES', shipments: 1, percentage: 25 },
      ],
      others: null,
    });
    // Descriptions that differ only in case and spaces are one content.
    expect(charts.contents).toEqual({
      total: 4,
      rows: [
        { content: 'books', shipments: 2, percentage: 50 },
        { content: 'clothing', shipments: 1, percentage: 25 },
        { content: 'electronics', shipments: 1, percentage: 25 },
      ],
      others: null,
    });
  });

  it('counts an event delivered twice once', async () => {
    const before = await readAllCharts(app, seller, range);
    // The same events again: the job queued twice, then every event replayed from the start.
    await deliverEvents(app, seller.clientId);
    await deliverEvents(app, seller.clientId);
    await app.database.query('UPDATE analytics_cursors SET event_id = 0 WHERE client_id = $1', [
      seller.clientId,
    ]);
    await deliverEvents(app, seller.clientId);
    expect(await readAllCharts(app, seller, range)).toEqual(before);
  });

  it('a rebuild from the shipments gives what the events gave', async () => {
    const before = await readAllCharts(app, seller, range);
    await app.database.query('DELETE FROM analytics_daily WHERE client_id = $1', [seller.clientId]);
    await app.jobs.enqueue(rebuildAnalyticsJob, { clientId: seller.clientId });
    expect((await drainJobs(app)).failed).toBe(0);
    expect(await readAllCharts(app, seller, range)).toEqual(before);
  });

  it("never shows another client's shipments", async () => {
    const other = await signUp(app);
    await saveBilling(app, other);
    const before = await readAllCharts(app, seller, range);
    await buy(app, other, [await createReadyShipment(app, other)]);
    await deliverEvents(app, other.clientId);
    await deliverEvents(app, seller.clientId);
    expect(await readAllCharts(app, seller, range)).toEqual(before);
    expect((await readChart(app, other, 'shipments', range)).series).toEqual([{ date: today, shipments: 1 }]);
  });

  it('shows every day of the range, with 0 on days without shipments', async () => {
    const from = utcDay(new Date(Date.now() - 3 * 86_400_000));
    const { series } = await readChart(app, seller, 'shipments', { from, to: today });
    expect(series.map((point: { shipments: number }) => point.shipments)).toEqual([0, 0, 0, 4]);
  });
});

describe('analytics: top 8 and Others', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const yesterday = utcDay(new Date(Date.now() - 86_400_000));

  it('names the 8 largest contents and adds the rest up as Others', async () => {
    // Ten contents, the n-th bought n times two days ago (seeded, then built from the shipments).
    await app.database.query(
      `INSERT INTO shipments (client_id, reference, state, step, order_date, carrier_name, to_address, content, price)
       SELECT $1, 'SDTOP' || c || '-' || i, 'READY_TO_PRINT', 'PURCHASED', $2::timestamptz,
              'GLS', '{"alpha2Code":"de"}', jsonb_build_object('description', 'Content ' || c),
              jsonb_build_object('currency', 'EUR', 'basePrice', 100, 'taxPrice', 21, 'totalPrice', 121, 'taxes', '[]'::jsonb)
       FROM generate_series(1, 10) c, generate_series(1, c) i`,
      [seller.clientId, `${yesterday}T12:00:00Z`],
    );
    await deliverEvents(app, seller.clientId);
    const range = { from: yesterday, to: yesterday };
    const contents = await readChart(app, seller, 'contents', range);
    expect(contents.total).toBe(55);
    expect(contents.rows.map((row: { content: string }) => row.content)).toEqual([
      'content 10',
      'content 9',
      'content 8',
      'content 7',
      'content 6',
      'content 5',
      'content 4',
      'content 3',
    ]);
    expect(contents.others).toEqual({ shipments: 3, percentage: 5.5 });
    expect((await readChart(app, seller, 'countries', range)).rows).toEqual([
      { country: 'DE', shipments: 55, percentage: 100 },
    ]);
    expect((await readChart(app, seller, 'carriers', range)).rows).toEqual([
      { carrier: 'GLS', shipments: 55, percentage: 100, averageCost: 121, currency: 'EUR' },
    ]);
  });
});

describe('analytics: who may read what range', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const call = api(app, seller);
  const day = (offset: number) => utcDay(new Date(Date.now() + offset * 86_400_000));

  it.each([
    ['ends after yesterday anywhere', { from: day(-3), to: day(2) }, 'analytics.error.range-too-late', 'to'],
    [
      'starts more than 90 days back',
      { from: day(-93), to: day(-3) },
      'analytics.error.range-too-old',
      'from',
    ],
    ['starts after it ends', { from: day(-3), to: day(-5) }, 'analytics.error.range-reversed', 'to'],
  ])('refuses a range that %s with 400 and a message key', async (_name, range, key, field) => {
    const response = await call.get(`/analytics/carriers?from=${range.from}&to=${range.to}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual([
      expect.objectContaining({ error_code: 'ValueNotAllowedField', message: key, field }),
    ]);
  });

  it('refuses a malformed or missing date with 400', async () => {
    expect((await call.get(`/analytics/shipments?from=2026-13-01&to=${day(-2)}`)).statusCode).toBe(400);
    expect((await call.get(`/analytics/shipments?to=${day(-2)}`)).statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 when the client has no analytics', async () => {
    const url = `/api/v1/analytics/shipments?from=${day(-8)}&to=${day(-2)}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // A feature that comes with a subscription the client does not have.
    const locked = await call.put('/client/features/USER_ANALYTICS', {
      enabled: true,
      source: 'subscription',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await app.inject({ method: 'GET', url, headers: seller.headers })).statusCode).toBe(403);
    const off = await call.put('/client/features/USER_ANALYTICS', { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    const response = await app.inject({ method: 'GET', url, headers: seller.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().messages[0].message).toBe('analytics.error.not-available');
  });
});

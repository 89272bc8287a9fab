import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bulkApi, snapshotOf } from '../bulk/bulk-fixtures.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { buyByCard, saveBilling } from '../orders/order-helpers.ts';
import { api } from '../pricing/pricing-fixtures.ts';
import { readyShipment } from './shipment-fixtures.ts';

type Line = { basePrice: number; taxPrice: number; totalPrice: number; currency: string; quantity: number };

describe("a bought shipment's price lines and its collection", async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const call = api(app, seller);
  const send = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: seller.headers, ...(payload ? { payload } : {}) });
  const draft = async () => {
    const created = await call.post('/shipments', readyShipment());
    expect(created.statusCode, created.body).toBe(201);
    return created.json().reference as string;
  };
  const read = async (reference: string) => {
    const one = await call.get(`/shipments/${reference}`);
    expect(one.statusCode, one.body).toBe(200);
    return one.json();
  };
  const inList = async (reference: string) =>
    ((await call.get('/shipments?inbox=ALL&limit=100')).json().content as { reference: string }[]).find(
      (shipment) => shipment.reference === reference,
    );
  const lastEventOf = async (reference: string) =>
    (
      await app.database.query<{ payload: unknown }>(
        "SELECT payload FROM outbox_events WHERE client_id = $1 AND payload->>'reference' = $2 ORDER BY id DESC LIMIT 1",
        [seller.clientId, reference],
      )
    )[0]?.payload;

  it('shows the lines it was charged for, with their prices: the insurance and the voucher by name', async () => {
    const reference = await draft();
    const offered = (await call.get(`/shipments/${reference}/products`)).json().shipmentsPriceDetails[0];
    const [tier] = [...offered.availableProducts.insurance.tiers].sort(
      (a: { coverage: number }, b: { coverage: number }) => b.coverage - a.coverage,
    ) as { coverage: number }[];
    const chosen = await call.put(`/shipments/${reference}/products`, {
      insurance: { option: 'ENHANCED', value: tier!.coverage },
      voucher: 'welcome10',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const charged = chosen.json() as { products: Record<string, Line>; price: { totalPrice: number } };
    const { insurance, porterage, voucher } = charged.products;
    expect(insurance!.quantity).toBe(1);
    expect(insurance!.basePrice).toBeGreaterThan(0);
    expect(charged.products.adultSignature!.quantity).toBe(0);
    // A draft is not charged yet: it has no price, so no lines.
    expect((await read(reference)).data.price).toBeNull();

    await buyByCard(app, seller, [reference]);
    const bought = await read(reference);
    const { products, ...price } = bought.data.price;
    expect(price.totalPrice).toBe(charged.price.totalPrice);
    // Only the lines charged for (quantity above 0): no adult signature, handling, proof or COD.
    expect(Object.keys(products).sort()).toEqual(
      Object.entries(charged.products)
        .filter(([, line]) => line.quantity > 0)
        .map(([name]) => name)
        .sort(),
    );
    expect(products).not.toHaveProperty('adultSignature');
    expect(products.insurance).toEqual({
      basePrice: insurance!.basePrice,
      totalPrice: insurance!.totalPrice,
      currency: 'EUR',
    });
    expect(products.porterage).toEqual({
      basePrice: porterage!.basePrice,
      totalPrice: porterage!.totalPrice,
      currency: 'EUR',
    });
    expect(products.voucher).toEqual({
      basePrice: voucher!.basePrice,
      totalPrice: voucher!.totalPrice,
      currency: 'EUR',
      name: 'WELCOME10',
    });
    expect(products.voucher.basePrice).toBeLessThan(0);
    // The lines add up to the price charged.
    const lines = Object.values(products) as { basePrice: number }[];
    expect(lines.reduce((sum, line) => sum + line.basePrice, 0)).toBe(price.basePrice);
    // The list and the shipment's last event show the same.
    expect(await inList(reference)).toEqual(bought);
    expect(await lastEventOf(reference)).toEqual(bought);
  });

  it('shows the day and window of the collection booked for it, and its chosen day without one', async () => {
    const reference = await draft();
    await buyByCard(app, seller, [reference]);
    const before = await read(reference);
    expect(before.data.collection).toEqual({ date: before.data.collection.date, interval: null });

    const options = await call.get(`/pickups/options?references=${reference}`);
    expect(options.statusCode, options.body).toBe(200);
    const [, day, later] = options.json().days as { date: string }[];
    const booked = await call.post('/pickups', {
      requestKey: randomUUID(),
      shipmentReferences: [reference],
      date: day!.date,
      windowFrom: '09:00',
      windowTo: '13:00',
      parcelCount: 1,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const withBooking = await read(reference);
    expect(withBooking.data.collection).toEqual({
      date: day!.date,
      interval: { start: '09:00', end: '13:00' },
    });
    expect(await inList(reference)).toEqual(withBooking);
    // Booking it is announced: a client updating its copy from the events sees the collection.
    expect(await lastEventOf(reference)).toEqual(withBooking);

    const moved = await send('PATCH', `/pickups/${booked.json().id}`, {
      date: later!.date,
      windowFrom: '14:00',
      windowTo: '18:00',
      parcelCount: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const withMove = await read(reference);
    expect(withMove.data.collection).toEqual({
      date: later!.date,
      interval: { start: '14:00', end: '18:00' },
    });
    expect(await lastEventOf(reference)).toEqual(withMove);

    const cancelled = await send('DELETE', `/pickups/${booked.json().id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const withoutBooking = await read(reference);
    expect(withoutBooking.data.collection).toEqual(before.data.collection);
    expect(await lastEventOf(reference)).toEqual(withoutBooking);
  });
});

describe("a draft's collection day", async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const call = bulkApi(app, seller);
  const collected = (await call.services()).find((service) => !service.dropOff.origin)!;
  const days = await call.collectionDays(collected.id);
  const patch = (reference: string, payload: object) =>
    app.inject({ method: 'PATCH', url: `/api/v1/shipments/${reference}`, headers: seller.headers, payload });
  const windowOf = (day: { from: string; to: string }) => ({ start: day.from, end: day.to });

  it("shows the carrier's window on the day chosen, from the draft's creation to each edit", async () => {
    const [first, second] = days;
    const reference = await call.draft({ service: snapshotOf(collected), collectionDate: first!.date });
    expect((await call.shipment(reference)).data.collection).toEqual({
      date: first!.date,
      interval: windowOf(first!),
    });

    const moved = await patch(reference, { collectionDate: second!.date });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.collection).toEqual({ date: second!.date, interval: windowOf(second!) });
    expect((await call.shipment(reference)).data.collection).toEqual(moved.json().data.collection);
  });

  it('shows no window for a day the carrier does not collect, nor once the day is taken away', async () => {
    const reference = await call.draft({ service: null, collectionDate: '2020-01-05' });
    // No service chosen yet: the day is kept, and no carrier has a window on it.
    expect((await call.shipment(reference)).data.collection).toEqual({ date: '2020-01-05', interval: null });

    await patch(reference, { service: { id: collected.id }, collectionDate: days[0]!.date });
    const cleared = await patch(reference, { collectionDate: null });
    expect(cleared.json().data.collection).toEqual({ date: null, interval: null });
  });
});

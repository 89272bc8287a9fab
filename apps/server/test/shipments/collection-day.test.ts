import { describe, expect, it } from 'vitest';
import { barcelona, bulkApi, parcel, snapshotOf } from '../bulk/bulk-fixtures.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createTestApiKey, signUp } from '../helpers/clients.ts';
import { madrid, readyShipment } from './shipment-fixtures.ts';

const dayAfter = (date: string, days = 1) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

// The days the draft's service offers are the ones the collection-date picker lists for its route
// (GET /services/:id/collection-dates); the order refuses any other day when the draft is paid for.
describe("a draft's collection day is one its service collects on", async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const call = bulkApi(app, seller);
  const services = await call.services();
  const collected = services.find((service) => !service.dropOff.origin)!;
  const droppedOff = services.find((service) => service.dropOff.origin && !service.dropOff.destination)!;
  const days = await call.collectionDays(collected.id);
  const offered = days.map((day) => day.date);
  const windowOf = (date: string) => {
    const day = days.find((candidate) => candidate.date === date)!;
    return { start: day.from, end: day.to };
  };
  // Ten working days always span a weekend: the first day between them the carrier skips.
  let skipped = offered[0]!;
  while (offered.includes(skipped)) skipped = dayAfter(skipped);
  const unoffered = [
    ['a day gone by', '2020-01-06'],
    ['a day the carrier skips (a weekend or holiday)', skipped],
    ['a day past the ones the carrier offers', dayAfter(offered.at(-1)!)],
  ] as const;
  const route = { from: madrid, to: barcelona, parcels: [parcel] };
  const send = (
    method: 'POST' | 'PATCH',
    url: string,
    payload: object,
    headers: Record<string, string> = seller.headers,
  ) => app.inject({ method, url: `/api/v1${url}`, headers, payload });
  const notOffered = {
    error_code: 'ValueNotAllowedField',
    field: 'collectionDate',
    message: 'shipment.error.collection-date-not-offered',
  };
  const countDrafts = async () =>
    (
      await app.database.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM shipments WHERE client_id = $1',
        [seller.clientId],
      )
    )[0]!.count;

  it.each(unoffered)('refuses %s on the field when a draft is made, and makes none', async (_name, date) => {
    const before = await countDrafts();
    const made = await send(
      'POST',
      '/shipments',
      readyShipment({ ...route, service: snapshotOf(collected), collectionDate: date }),
    );
    expect(made.statusCode, made.body).toBe(400);
    expect(made.json().messages).toEqual([expect.objectContaining(notOffered)]);
    expect(await countDrafts()).toBe(before);
  });

  it.each(unoffered)(
    'refuses %s on the field when a draft is changed, and keeps its day',
    async (_name, date) => {
      const reference = await call.draft({ service: snapshotOf(collected), collectionDate: offered[1]! });
      const changed = await send('PATCH', `/shipments/${reference}`, { collectionDate: date });
      expect(changed.statusCode, changed.body).toBe(400);
      expect(changed.json().messages).toEqual([expect.objectContaining(notOffered)]);
      expect((await call.shipment(reference)).data.collection).toEqual({
        date: offered[1],
        interval: windowOf(offered[1]!),
      });
    },
  );

  it("saves a day the service offers with the carrier's window on it, made or changed", async () => {
    const made = await send(
      'POST',
      '/shipments',
      readyShipment({ ...route, service: snapshotOf(collected), collectionDate: offered[0]! }),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.collection).toEqual({ date: offered[0], interval: windowOf(offered[0]!) });

    const last = offered.at(-1)!;
    const changed = await send('PATCH', `/shipments/${made.json().reference}`, { collectionDate: last });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.collection).toEqual({ date: last, interval: windowOf(last) });
    expect((await call.shipment(made.json().reference)).data.collection).toEqual(
      changed.json().data.collection,
    );
  });

  it('saves a draft without a day, and takes its day away', async () => {
    const reference = await call.draft({ service: snapshotOf(collected), collectionDate: null });
    expect((await call.shipment(reference)).data.collection).toEqual({ date: null, interval: null });
    await send('PATCH', `/shipments/${reference}`, { collectionDate: offered[2] });
    const cleared = await send('PATCH', `/shipments/${reference}`, { collectionDate: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.collection).toEqual({ date: null, interval: null });
  });

  it('keeps the day of a draft whose service is not chosen yet, and drops it for a service that does not collect then', async () => {
    const reference = await call.draft({ service: null, collectionDate: skipped });
    expect((await call.shipment(reference)).data.collection).toEqual({ date: skipped, interval: null });

    const chosen = await send('PATCH', `/shipments/${reference}`, { service: { id: collected.id } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data).toMatchObject({
      service: { id: collected.id },
      collection: { date: null, interval: null },
    });
  });

  it('keeps the day of a draft whose route is not complete yet', async () => {
    const reference = await call.draft({
      service: snapshotOf(collected),
      to: { ...barcelona, zipCode: undefined },
      collectionDate: skipped,
    });
    expect((await call.shipment(reference)).data.collection).toEqual({ date: skipped, interval: null });
  });

  it('refuses a day for a service dropped off at origin, and drops the day when the service changes to one', async () => {
    const made = await send(
      'POST',
      '/shipments',
      readyShipment({ ...route, service: { id: droppedOff.id }, collectionDate: offered[0]! }),
    );
    expect(made.statusCode, made.body).toBe(400);
    expect(made.json().messages).toEqual([
      expect.objectContaining({
        error_code: 'ValueNotAllowedField',
        field: 'collectionDate',
        message: 'shipment.error.collection-date-not-collected',
      }),
    ]);

    const reference = await call.draft({ service: snapshotOf(collected), collectionDate: offered[0]! });
    const given = await send('PATCH', `/shipments/${reference}`, {
      service: { id: droppedOff.id },
      collectionDate: offered[0],
    });
    expect(given.statusCode, given.body).toBe(400);
    expect((await call.shipment(reference)).data.service.id).toBe(collected.id);

    const moved = await send('PATCH', `/shipments/${reference}`, { service: { id: droppedOff.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      service: { id: droppedOff.id },
      collection: { date: null, interval: null },
    });
  });

  it('keeps the day when the service changes to another that collects then', async () => {
    const other = services.find(
      (service) => !service.dropOff.origin && service.carrierId !== collected.carrierId,
    )!;
    const shared = (await call.collectionDates(other.id)).find((date) => offered.includes(date))!;
    const reference = await call.draft({ service: snapshotOf(collected), collectionDate: shared });
    const moved = await send('PATCH', `/shipments/${reference}`, { service: { id: other.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.collection.date).toBe(shared);
  });

  it('refuses the same day through the public API', async () => {
    const key = await createTestApiKey(app, seller);
    const made = await send(
      'POST',
      '/shipments',
      readyShipment({ ...route, service: { id: collected.id }, collectionDate: skipped }),
      { 'x-api-key': key },
    );
    expect(made.statusCode, made.body).toBe(400);
    expect(made.json().messages).toEqual([expect.objectContaining(notOffered)]);
  });
});

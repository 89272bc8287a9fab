import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createTestApiKey, signUp } from '../helpers/clients.ts';
import { barcelona, bulkApi, markBought, notFoundFailure, snapshotOf } from './bulk-fixtures.ts';

describe('PATCH /shipments (bulk update)', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const other = await signUp(app);
  const call = bulkApi(app, seller);
  const otherCall = bulkApi(app, other);
  const services = await call.services();
  const collected = services.find((s) => !s.dropOff.origin)!;
  const toLocker = services.find((s) => s.dropOff.origin && s.dropOff.destination)!;
  const toDoorFromPoint = services.find((s) => s.dropOff.origin && !s.dropOff.destination)!;

  const eventsOf = async (reference: string) =>
    app.database.query<{ type: string }>(
      "SELECT type FROM outbox_events WHERE client_id = $1 AND payload->>'reference' = $2 ORDER BY id",
      [seller.clientId, reference],
    );

  it("changes the service of the caller's drafts and reports another client's and unknown references as not found", async () => {
    const mine = await call.draft();
    const unavailable = await call.draft();
    const theirs = await otherCall.draft();
    const theirsBefore = await otherCall.shipment(theirs);

    const response = await call.patch('/shipments', {
      shipments: [
        { reference: mine, serviceId: collected.id },
        { reference: theirs, serviceId: collected.id },
        { reference: 'SD-NO-SUCH-ONE', serviceId: collected.id },
        { reference: unavailable, serviceId: 'no-such-service' },
      ],
    });

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.shipmentsUpdated).toHaveLength(1);
    expect(body.shipmentsUpdated[0]).toMatchObject({
      reference: mine,
      state: 'READY_TO_PURCHASE',
      data: { service: snapshotOf(collected) },
    });
    expect(body.shipmentsFailed).toEqual([
      notFoundFailure(theirs),
      notFoundFailure('SD-NO-SUCH-ONE'),
      {
        reference: unavailable,
        error_code: 'CarrierProductFailure',
        message: 'bulk.error.service-not-available',
      },
    ]);
    // Stored, and announced to the seller's other tabs.
    expect((await call.shipment(mine)).data.service.id).toBe(collected.id);
    expect(await eventsOf(mine)).toContainEqual({ type: 'shipment.updated' });
    // Nothing of the other client's shipment changed, nor of the refused one.
    expect(await otherCall.shipment(theirs)).toEqual(theirsBefore);
    expect((await call.shipment(unavailable)).data.service.id).not.toBe('no-such-service');
  });

  it('drops the collection date and pick-up point the new service does not take, and recomputes the state', async () => {
    const [date] = await call.collectionDates(collected.id);
    const dated = await call.draft({ service: snapshotOf(collected), collectionDate: date! });
    const reference = await call.draft({ service: snapshotOf(toLocker), dropoffPointId: 'point-1' });
    expect((await call.shipment(reference)).state).toBe('READY_TO_PURCHASE');

    const toDoor = await call.patch('/shipments', {
      shipments: [
        { reference, serviceId: toDoorFromPoint.id },
        { reference: dated, serviceId: toDoorFromPoint.id },
      ],
    });
    expect(toDoor.statusCode, toDoor.body).toBe(200);
    const [door, fromPoint] = toDoor.json().shipmentsUpdated;
    expect(door.data).toMatchObject({ dropoffPointId: null });
    // Handed in at a point: nobody collects it, on any day.
    expect(fromPoint.data).toMatchObject({ collection: { date: null, interval: null } });

    const backToLocker = await call.patch('/shipments', {
      shipments: [{ reference, serviceId: toLocker.id }],
    });
    // A locker delivery needs a pick-up point the seller has not chosen yet.
    expect(backToLocker.json().shipmentsUpdated[0]).toMatchObject({
      state: 'AWAITING_COMPLETION',
      data: { service: { id: toLocker.id, dropOffDestination: true }, dropoffPointId: null },
    });
  });

  it('keeps the collection date when the new collected service also collects that day', async () => {
    const dates = await call.collectionDates(collected.id);
    const reference = await call.draft({ service: snapshotOf(collected), collectionDate: dates[1]! });
    const response = await call.patch('/shipments', { shipments: [{ reference, serviceId: collected.id }] });
    expect(response.json().shipmentsUpdated[0].data.collection.date).toBe(dates[1]);
  });

  it('sets a collection date the service offers and refuses others, drop-off services and drafts without a service', async () => {
    const dates = await call.collectionDates(collected.id);
    const offered = await call.draft({ service: snapshotOf(collected) });
    const notOffered = await call.draft({ service: snapshotOf(collected), collectionDate: dates[0]! });
    const dropOff = await call.draft({ service: snapshotOf(toDoorFromPoint) });
    const noService = await call.draft({ service: null });

    const response = await call.patch('/shipments', {
      shipments: [
        { reference: offered, collectionDate: dates[2] },
        { reference: notOffered, collectionDate: '2020-01-06' },
        { reference: dropOff, collectionDate: dates[2] },
        { reference: noService, collectionDate: dates[2] },
      ],
    });

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.shipmentsUpdated.map((s: { reference: string }) => s.reference)).toEqual([offered]);
    // The carrier's window on that day comes with it.
    const days = await call.collectionDays(collected.id);
    const chosen = days.find((day) => day.date === dates[2])!;
    expect(body.shipmentsUpdated[0].data.collection).toEqual({
      date: dates[2],
      interval: { start: chosen.from, end: chosen.to },
    });
    expect(body.shipmentsFailed).toEqual([
      {
        reference: notOffered,
        error_code: 'CarrierProductFailure',
        message: 'bulk.error.collection-date-not-available',
      },
      {
        reference: dropOff,
        error_code: 'ValueNotAllowedField',
        message: 'bulk.error.collection-date-not-eligible',
      },
      {
        reference: noService,
        error_code: 'ValueNotAllowedField',
        message: 'bulk.error.collection-date-not-eligible',
      },
    ]);
    // A refused shipment keeps the day it had, with its window.
    const kept = days.find((day) => day.date === dates[0])!;
    expect((await call.shipment(notOffered)).data.collection).toEqual({
      date: dates[0],
      interval: { start: kept.from, end: kept.to },
    });

    const cleared = await call.patch('/shipments', {
      shipments: [{ reference: offered, collectionDate: null }],
    });
    expect(cleared.json().shipmentsUpdated[0].data.collection).toEqual({ date: null, interval: null });
  });

  it('changes content and parcels of drafts missing route data, but not their service', async () => {
    const reference = await call.draft({
      to: { ...barcelona, zipCode: undefined },
      content: { description: 'Books', value: 3500 },
    });
    const response = await call.patch('/shipments', {
      shipments: [{ reference, content: { description: 'Vinyl records' } }],
    });
    expect(response.json().shipmentsUpdated[0].data.content).toEqual({
      description: 'Vinyl records',
      value: 3500,
    });

    const parcels = [
      { height: 5, length: 20, width: 15, weight: 0.75 },
      { height: 5, length: 20, width: 15, weight: 1.25 },
    ];
    const withParcels = await call.patch('/shipments', { shipments: [{ reference, parcels }] });
    expect(withParcels.json().shipmentsUpdated[0].data.parcels).toEqual(parcels);

    const service = await call.patch('/shipments', { shipments: [{ reference, serviceId: collected.id }] });
    expect(service.json()).toEqual({
      shipmentsUpdated: [],
      shipmentsFailed: [
        { reference, error_code: 'ValueNotAllowedField', message: 'bulk.error.not-valid-for-edit' },
      ],
    });
  });

  it('moves a draft between inboxes when its content completes it, and the counts follow', async () => {
    const reference = await call.draft({ content: { description: 'Books' } });
    const before = (await call.get('/shipments/stats')).json();
    const response = await call.patch('/shipments', { shipments: [{ reference, content: { value: 1999 } }] });
    expect(response.json().shipmentsUpdated[0].state).toBe('READY_TO_PURCHASE');
    const after = (await call.get('/shipments/stats')).json();
    expect(after.READY_TO_PURCHASE).toBe(before.READY_TO_PURCHASE + 1);
    expect(after.DRAFT).toBe(before.DRAFT - 1);
  });

  it('refuses bought shipments as no longer editable and leaves them as they were', async () => {
    const reference = await call.draft();
    await markBought(app, reference);
    const response = await call.patch('/shipments', {
      shipments: [{ reference, content: { description: 'Changed after purchase' } }],
    });
    expect(response.json().shipmentsFailed).toEqual([
      { reference, error_code: 'ValueNotAllowedField', message: 'shipment.error.not-editable' },
    ]);
    expect((await call.shipment(reference)).data.content.description).toBe('Books');
  });

  it('refuses a service change of more than 20 valid drafts, and counts only valid ones', async () => {
    const valid = await Promise.all(Array.from({ length: 21 }, () => call.draft()));
    const invalid = await call.draft({ from: { alpha2Code: 'ES' } });
    const tooMany = await call.patch('/shipments', {
      shipments: valid.map((reference) => ({ reference, serviceId: collected.id })),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().messages[0]).toMatchObject({
      error_code: 'MaxSizeExceededField',
      message: 'bulk.error.too-many-valid',
    });
    expect((await call.shipment(valid[0]!)).data.service.id).not.toBe(collected.id);

    const twenty = await call.patch('/shipments', {
      shipments: [...valid.slice(0, 20), invalid].map((reference) => ({
        reference,
        serviceId: collected.id,
      })),
    });
    expect(twenty.statusCode, twenty.body).toBe(200);
    expect(twenty.json().shipmentsUpdated).toHaveLength(20);
    expect(twenty.json().shipmentsFailed).toEqual([
      { reference: invalid, error_code: 'ValueNotAllowedField', message: 'bulk.error.not-valid-for-edit' },
    ]);
  });

  it('refuses a request naming a shipment twice, and bad input with a message key', async () => {
    const reference = await call.draft();
    const twice = await call.patch('/shipments', {
      shipments: [
        { reference, content: { description: 'A' } },
        { reference, content: { description: 'B' } },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().messages[0].message).toBe('bulk.error.duplicate-reference');

    const badParcel = await call.patch('/shipments', {
      shipments: [{ reference, parcels: [{ height: 0, length: 20, width: 15, weight: 1 }] }],
    });
    expect(badParcel.statusCode).toBe(400);
    expect(badParcel.json().messages[0]).toMatchObject({
      error_code: expect.any(String),
      message: expect.any(String),
    });

    const empty = await call.patch('/shipments', { shipments: [] });
    expect(empty.statusCode).toBe(400);
    const tooLong = await call.patch('/shipments', {
      shipments: Array.from({ length: 501 }, (_, i) => ({ reference: `SD-${i}` })),
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await call.shipment(reference)).data.content.description).toBe('Books');
  });

  it('takes an API key as well as a session', async () => {
    const reference = await call.draft();
    const key = await createTestApiKey(app, seller);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/v1/shipments',
      headers: { 'x-api-key': key },
      payload: { shipments: [{ reference, content: { description: 'Maps' } }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().shipmentsUpdated[0].data.content.description).toBe('Maps');
  });
});

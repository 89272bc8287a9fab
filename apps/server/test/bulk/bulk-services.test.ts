import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { paris } from '../shipments/shipment-fixtures.ts';
import {
  barcelona,
  bulkApi,
  madridBarcelona,
  markBought,
  notFoundFailure,
  parcel,
  snapshotOf,
} from './bulk-fixtures.ts';

const madridParis = madridBarcelona.replace('to[country]=ES&to[zip]=08001', 'to[country]=FR&to[zip]=75001');
const twoParcels = `${madridBarcelona}&packages[1][weight]=2.5&packages[1][length]=30&packages[1][width]=20&packages[1][height]=10`;

describe('POST /shipments/services (bulk services)', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const other = await signUp(app);
  const call = bulkApi(app, seller);
  const otherCall = bulkApi(app, other);

  it('lists the services every draft can use, priced as their sum and cheapest first, and reports the others', async () => {
    const oneParcel = await call.draft();
    const withTwoParcels = await call.draft({ parcels: [parcel, parcel] });
    const toParis = await call.draft({ to: paris });
    const theirs = await otherCall.draft();
    const incomplete = await call.draft({ to: { ...barcelona, zipCode: undefined } });
    const bought = await call.draft();
    await markBought(app, bought);
    const theirsBefore = await otherCall.shipment(theirs);

    const response = await call.post('/shipments/services', {
      references: [oneParcel, withTwoParcels, toParis, theirs, incomplete, bought],
    });

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const perShipment = [
      await call.services(),
      await call.services(twoParcels),
      await call.services(madridParis),
    ];
    const common = perShipment[0]!
      .map((service) => service.id)
      .filter((id) => perShipment.every((services) => services.some((service) => service.id === id)));
    expect(common.length).toBeGreaterThan(0);
    expect(body.services.map((s: { id: string }) => s.id).sort()).toEqual([...common].sort());
    for (const service of body.services) {
      const total = perShipment
        .map((services) => services.find((s) => s.id === service.id)!.price.totalPrice)
        .reduce((sum, price) => sum + price, 0);
      expect(service.price.totalPrice, service.id).toBe(total);
    }
    const totals = body.services.map((s: { price: { totalPrice: number } }) => s.price.totalPrice);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(body.shipmentsFailed).toEqual([
      notFoundFailure(theirs),
      { reference: incomplete, error_code: 'ValueNotAllowedField', message: 'bulk.error.not-valid-for-edit' },
      { reference: bought, error_code: 'ValueNotAllowedField', message: 'shipment.error.not-editable' },
    ]);
    expect(await otherCall.shipment(theirs)).toEqual(theirsBefore);
  });

  it('says what each service will charge for them all, management fee included, as the checkout then charges', async () => {
    const references = [
      await call.draft(),
      await call.draft({ parcels: [parcel, parcel] }),
      await call.draft({ to: paris }),
    ];
    const listed = await call.post('/shipments/services', { references });
    expect(listed.statusCode, listed.body).toBe(200);
    const [cheapest] = listed.json().services;
    const charge = cheapest.charge;
    expect(charge.lines).toContainEqual(expect.objectContaining({ product: 'managementFee', count: 3 }));
    expect(charge.total).toBeGreaterThan(cheapest.price.totalPrice);
    expect(charge.subtotal + charge.tax).toBe(charge.total);

    const changed = await call.patch('/shipments', {
      shipments: references.map((reference) => ({ reference, serviceId: cheapest.id })),
    });
    expect(changed.json().shipmentsFailed, changed.body).toEqual([]);
    const priced = await call.post('/shipments/price', { references });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().totalPrice.totalPrice).toBe(charge.total);
  });

  it("estimates each service's delivery from the drafts' chosen collection day", async () => {
    const [, , later] = await call.collectionDates('seur-24');
    const reference = await call.draft({ collectionDate: later! });
    const response = await call.post('/shipments/services', { references: [reference] });
    const listed = await call.services(`${madridBarcelona}&collectionDate=${later}`);
    const first = await call.services();
    const estimateOf = (services: { id: string; estimatedDeliveryDate: string | null }[]) =>
      services.find((service) => service.id === 'seur-24')?.estimatedDeliveryDate;
    expect(estimateOf(response.json().services)).toBe(estimateOf(listed));
    expect(estimateOf(listed)! > estimateOf(first)!).toBe(true);
  });

  it("answers a single draft's services as the search lists them", async () => {
    const reference = await call.draft();
    const response = await call.post('/shipments/services', { references: [reference, reference] });
    const listed = await call.services();
    expect(response.json().services.map((s: { id: string; price: unknown }) => [s.id, s.price])).toEqual(
      listed.map((s) => [s.id, s.price]),
    );
  });

  it('answers no service when one draft goes where no service goes, or none can be searched', async () => {
    const reference = await call.draft();
    const unreachable = await call.draft({ to: { ...barcelona, zipCode: '29999' } });
    const response = await call.post('/shipments/services', { references: [reference, unreachable] });
    expect(response.json()).toEqual({ services: [], shipmentsFailed: [] });

    const theirs = await otherCall.draft();
    const none = await call.post('/shipments/services', { references: [theirs] });
    expect(none.json()).toEqual({ services: [], shipmentsFailed: [notFoundFailure(theirs)] });
  });

  it('refuses more than 20 drafts valid for bulk edit, counting only valid ones', async () => {
    const valid = await Promise.all(Array.from({ length: 21 }, () => call.draft()));
    const invalid = await call.draft({ from: { alpha2Code: 'ES' } });
    const tooMany = await call.post('/shipments/services', { references: valid });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().messages[0]).toMatchObject({ message: 'bulk.error.too-many-valid' });
    const twenty = await call.post('/shipments/services', { references: [...valid.slice(0, 20), invalid] });
    expect(twenty.statusCode, twenty.body).toBe(200);

    const empty = await call.post('/shipments/services', { references: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages[0].message).toBe('form.error.required');
  });
});

describe('POST /shipments/collection-dates (bulk collection dates)', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const other = await signUp(app);
  const call = bulkApi(app, seller);
  const otherCall = bulkApi(app, other);
  const services = await call.services();
  const collected = services.find((s) => !s.dropOff.origin)!;
  const dropOff = services.find((s) => s.dropOff.origin)!;
  const parisCollected = (await call.services(madridParis)).find(
    (s) => !s.dropOff.origin && s.id !== collected.id,
  )!;

  it('answers the days every draft with a collected service can be collected on, and which drafts those are', async () => {
    const barcelonaDraft = await call.draft({ service: snapshotOf(collected) });
    const parisDraft = await call.draft({ to: paris, service: snapshotOf(parisCollected) });
    const droppedOff = await call.draft({ service: snapshotOf(dropOff) });
    const noService = await call.draft({ service: null });
    const theirs = await otherCall.draft({ service: snapshotOf(collected) });
    const theirsBefore = await otherCall.shipment(theirs);

    const response = await call.post('/shipments/collection-dates', {
      references: [barcelonaDraft, parisDraft, droppedOff, noService, theirs],
    });

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.eligibleReferences).toEqual([barcelonaDraft, parisDraft]);
    const barcelonaDays = await call.collectionDates(collected.id);
    const parisDays = await call.collectionDates(parisCollected.id, madridParis);
    expect(body.dates.map((day: { date: string }) => day.date)).toEqual(
      barcelonaDays.filter((date) => parisDays.includes(date)),
    );
    expect(body.dates[0]).toEqual({
      date: expect.any(String),
      from: expect.any(String),
      to: expect.any(String),
    });
    expect(await otherCall.shipment(theirs)).toEqual(theirsBefore);
  });

  it("with a service given, uses that service on each draft's route", async () => {
    const barcelonaDraft = await call.draft({ service: snapshotOf(dropOff) });
    const parisDraft = await call.draft({ to: paris, service: snapshotOf(parisCollected) });
    const response = await call.post('/shipments/collection-dates', {
      references: [barcelonaDraft, parisDraft],
      serviceId: collected.id,
    });
    // The collected service goes to Barcelona only; the Paris draft cannot use it.
    expect((await call.services(madridParis)).some((s) => s.id === collected.id)).toBe(false);
    expect(response.json()).toEqual({
      dates: (await call.collectionDates(collected.id)).map((date) => ({
        date,
        from: expect.any(String),
        to: expect.any(String),
      })),
      eligibleReferences: [barcelonaDraft],
    });

    const byDropOff = await call.post('/shipments/collection-dates', {
      references: [barcelonaDraft],
      serviceId: dropOff.id,
    });
    expect(byDropOff.json()).toEqual({ dates: [], eligibleReferences: [] });
  });
});

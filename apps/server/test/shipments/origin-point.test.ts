import type { DropoffPoint } from '@shipdeck/domain/carriers/carriers.schema';
import type { ShipmentParcel, ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../src/providers/carriers/labels/testing/pdf-inspection.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createTestApiKey, signUp } from '../helpers/clients.ts';
import {
  buyByCard,
  cardNonceFor,
  orderPayload,
  placeOrder,
  saveBilling,
  stateOf,
} from '../orders/order-helpers.ts';
import { chargesOf } from '../payments/payment-helpers.ts';
import { api } from '../pricing/pricing-fixtures.ts';
import { madrid, readyShipment } from './shipment-fixtures.ts';

const barcelona = {
  firstName: 'Marta',
  lastName: 'Puig',
  phone: '+34611222333',
  email: 'marta@example.es',
  street1: 'Carrer de Pallars 193',
  alpha2Code: 'ES',
  zipCode: '08005',
  city: 'Barcelona',
};
const parcel: ShipmentParcel = { length: 30, width: 20, height: 10, weight: 2 };
/** Heavier than a small shop takes behind its counter. */
const heavy: ShipmentParcel = { length: 40, width: 30, height: 30, weight: 14 };
const DROPPED_OFF = 'correos-paq-estandar';

const parcelQuery = (parcels: readonly ShipmentParcel[]) =>
  parcels
    .flatMap((p, index) =>
      (['weight', 'length', 'width', 'height'] as const).map(
        (key) => `parcelsDimensions[${index}][${key}]=${p[key]}`,
      ),
    )
    .join('&');

describe('the drop-off point a seller hands a parcel in at', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const call = api(app, seller);
  const patch = (reference: string, payload: object, headers: Record<string, string> = seller.headers) =>
    app.inject({ method: 'PATCH', url: `/api/v1/shipments/${reference}`, headers, payload });

  const pointsNear = async (
    serviceId: string,
    place: { alpha2Code: string; zipCode: string },
    parcels?: readonly ShipmentParcel[],
  ) => {
    const response = await call.get(
      `/dropoff-points?serviceId=${serviceId}&country=${place.alpha2Code}&zip=${place.zipCode}${parcels ? `&${parcelQuery(parcels)}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().points as DropoffPoint[];
  };

  const draft = async (overrides: Parameters<typeof readyShipment>[0] = {}) => {
    const created = await call.post(
      '/shipments',
      readyShipment({
        from: madrid,
        to: barcelona,
        parcels: [parcel],
        service: { id: DROPPED_OFF },
        ...overrides,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as ShipmentView;
  };

  /** A point near the sender that is not the nearest: what is stored must be the seller's choice. */
  const chosenPoint = async () => {
    const [nearest, , third] = await pointsNear(DROPPED_OFF, madrid, [parcel]);
    expect(third!.id).not.toBe(nearest!.id);
    return { nearest: nearest!, chosen: third! };
  };

  const buy = async (reference: string) => {
    await buyByCard(app, seller, [reference]);
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PRINT');
  };

  const expectRefused = (
    response: { statusCode: number; body: string; json: () => unknown },
    key: string,
  ) => {
    expect(response.statusCode, response.body).toBe(422);
    expect((response.json() as { messages: unknown[] }).messages[0]).toMatchObject({
      error_code: 'ValueNotAllowedField',
      message: key,
      field: 'originDropoffPointId',
    });
  };

  it('keeps the chosen point with its name, address, opening hours and place', async () => {
    const { chosen } = await chosenPoint();
    const view = await draft({ originDropoffPointId: chosen.id });
    expect(view.data.originDropoffPointId).toBe(chosen.id);
    expect(view.dropOff?.origin).toEqual({
      id: chosen.id,
      carrierId: chosen.carrierId,
      type: chosen.type,
      businessName: chosen.businessName,
      address: chosen.address,
      zipCode: chosen.zipCode,
      city: chosen.city,
      country: chosen.country,
      openingTimes: chosen.openingTimes,
      coordinates: chosen.coordinates,
    });
    const read = await call.get(`/shipments/${view.reference}`);
    expect(read.json().dropOff.origin.businessName).toBe(chosen.businessName);
  });

  it('takes the point through an API key as through the checkout', async () => {
    const { chosen } = await chosenPoint();
    const { reference } = await draft();
    const key = await createTestApiKey(app, seller);
    const response = await patch(reference, { originDropoffPointId: chosen.id }, { 'x-api-key': key });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().dropOff.origin.id).toBe(chosen.id);
  });

  it('refuses a point the carrier does not list near the sender', async () => {
    const { reference } = await draft();
    const [otherCarrier] = await pointsNear('seur-2shop', madrid);
    const [farAway] = await pointsNear(DROPPED_OFF, barcelona);
    for (const pointId of [otherCarrier!.id, farAway!.id, 'correos-ES-28013-42', 'no-such-point']) {
      expectRefused(
        await patch(reference, { originDropoffPointId: pointId }),
        'carrier.error.origin-point-not-found',
      );
    }
    const after = await call.get(`/shipments/${reference}`);
    expect(after.json().data.originDropoffPointId).toBeNull();
  });

  it('refuses a point near the sender that cannot take the parcels', async () => {
    const everyPoint = await pointsNear(DROPPED_OFF, madrid);
    const takesHeavy = new Set((await pointsNear(DROPPED_OFF, madrid, [heavy])).map(({ id }) => id));
    const tooSmall = everyPoint.find(({ id }) => !takesHeavy.has(id));
    expect(tooSmall).toBeDefined();
    const { reference } = await draft({ parcels: [heavy] });
    expectRefused(
      await patch(reference, { originDropoffPointId: tooSmall!.id }),
      'carrier.error.origin-point-too-small',
    );
    // On a new draft too: every write path keeps the rule.
    const created = await call.post(
      '/shipments',
      readyShipment({
        from: madrid,
        to: barcelona,
        parcels: [heavy],
        service: { id: DROPPED_OFF },
        originDropoffPointId: tooSmall!.id,
      }),
    );
    expectRefused(created, 'carrier.error.origin-point-too-small');
  });

  it('refuses a point for a service collected at the door', async () => {
    const { chosen } = await chosenPoint();
    const created = await call.post(
      '/shipments',
      readyShipment({ from: madrid, to: barcelona, originDropoffPointId: chosen.id }),
    );
    expectRefused(created, 'carrier.error.service-without-dropoff');
  });

  it('drops the point when another service is chosen', async () => {
    const { chosen } = await chosenPoint();
    const { reference } = await draft({ originDropoffPointId: chosen.id });
    const changed = await patch(reference, { service: { id: 'gls-business-parcel' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.originDropoffPointId).toBeNull();
    expect(changed.json().dropOff.origin).toBeNull();
    const other = await draft({ originDropoffPointId: chosen.id });
    const cleared = await patch(other.reference, { service: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.originDropoffPointId).toBeNull();
  });

  it('refuses the order, charging nothing, when the parcels grew too big for the chosen point', async () => {
    const everyPoint = await pointsNear(DROPPED_OFF, madrid, [parcel]);
    const takesHeavy = new Set((await pointsNear(DROPPED_OFF, madrid, [heavy])).map(({ id }) => id));
    const smallShop = everyPoint.find(({ id }) => !takesHeavy.has(id))!;
    const { reference } = await draft({ originDropoffPointId: smallShop.id });
    const grown = await patch(reference, { parcels: [heavy] });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(grown.json().state).toBe('READY_TO_PURCHASE');
    const chargesBefore = (await chargesOf(app, seller.clientId)).length;
    const refused = await placeOrder(
      app,
      seller,
      orderPayload([reference], {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, [reference]),
      }),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().messages[0]).toMatchObject({
      error_code: 'CarrierProductFailure',
      message: 'carrier.error.invalid-origin-point',
      reason: 'INVALID_ORIGIN_POINT',
    });
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PURCHASE');
    expect(await chargesOf(app, seller.clientId)).toHaveLength(chargesBefore);
  });

  it('refuses the order when the sender moved away from the chosen point', async () => {
    const { chosen } = await chosenPoint();
    const { reference } = await draft({ originDropoffPointId: chosen.id });
    const moved = await patch(reference, {
      from: { ...madrid, zipCode: '28045', street1: 'Paseo de las Delicias 1' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const refused = await placeOrder(
      app,
      seller,
      orderPayload([reference], {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, [reference]),
      }),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().messages[0]).toMatchObject({ reason: 'INVALID_ORIGIN_POINT' });
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PURCHASE');
  });

  it('prints the chosen point on the label and keeps it on the bought shipment', async () => {
    const { nearest, chosen } = await chosenPoint();
    const { reference } = await draft({ originDropoffPointId: chosen.id });
    await buy(reference);
    const bought = (await call.get(`/shipments/${reference}`)).json() as ShipmentView;
    expect(bought.dropOff?.origin).toMatchObject({ id: chosen.id, businessName: chosen.businessName });
    for (const format of ['4x6', 'A4']) {
      const response = await call.get(`/shipments/${reference}/label?format=${format}`);
      expect(response.statusCode, response.body).toBe(200);
      const text = pdfText(new Uint8Array(response.rawPayload));
      expect(text).toContain(chosen.id);
      expect(text).toContain(chosen.businessName);
      expect(text).toContain(chosen.address);
      expect(text).not.toContain(nearest.id);
    }
  });

  it('stores the nearest point when the seller chose none, and names both points of a locker shipment', async () => {
    const [nearest] = await pointsNear(DROPPED_OFF, madrid, [parcel]);
    const plain = await draft();
    expect(plain.dropOff?.origin).toBeNull();
    await buy(plain.reference);
    const bought = (await call.get(`/shipments/${plain.reference}`)).json() as ShipmentView;
    expect(bought.dropOff?.origin).toMatchObject({ id: nearest!.id, businessName: nearest!.businessName });
    expect(bought.data.originDropoffPointId).toBeNull();

    const [, locker] = await pointsNear('inpost-locker-to-locker', barcelona, [parcel]);
    const [, originLocker] = await pointsNear('inpost-locker-to-locker', madrid, [parcel]);
    const both = await draft({
      service: { id: 'inpost-locker-to-locker' },
      dropoffPointId: locker!.id,
      originDropoffPointId: originLocker!.id,
    });
    expect(both.dropOff?.destination).toMatchObject({ id: locker!.id, businessName: locker!.businessName });
    await buy(both.reference);
    const view = (await call.get(`/shipments/${both.reference}`)).json() as ShipmentView;
    expect(view.dropOff?.origin).toMatchObject({
      id: originLocker!.id,
      openingTimes: originLocker!.openingTimes,
    });
    expect(view.dropOff?.destination).toMatchObject({ id: locker!.id, address: locker!.address });
  });
});

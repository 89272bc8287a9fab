import type { DropoffPoint } from '@shipdeck/domain/carriers/carriers.schema';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { simpleNonce } from '../payments/payment-helpers.ts';
import { api } from '../pricing/pricing-fixtures.ts';
import { madrid, paris, readyShipment } from './shipment-fixtures.ts';

const munich = {
  firstName: 'Anna',
  lastName: 'Müller',
  phone: '+498912345678',
  email: 'anna@example.de',
  street1: 'Marienplatz 8',
  alpha2Code: 'DE',
  zipCode: '80331',
  city: 'München',
};
const relay = { id: 'mondial-relay-point-relais' };

/**
 * A pick-up point is chosen among the points near the recipient: when the recipient moves to another
 * postcode or country, the point chosen near the old one would send the parcel there.
 */
describe("a draft's pick-up point follows its recipient", async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const call = {
    ...api(app, seller),
    patch: (url: string, payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/v1${url}`, headers: seller.headers, payload }),
  };
  const order = async (reference: string) =>
    placeOrder(
      app,
      seller,
      orderPayload([reference], {
        method: 'bancontact',
        nonce: await simpleNonce(app, seller, 'bancontact'),
      }),
    );

  const draftToParisPoint = async () => {
    const points = await call.get(`/dropoff-points?serviceId=${relay.id}&country=FR&zip=${paris.zipCode}`);
    expect(points.statusCode, points.body).toBe(200);
    const [point] = points.json().points as DropoffPoint[];
    const created = await call.post(
      '/shipments',
      readyShipment({ from: madrid, to: paris, service: relay, dropoffPointId: point!.id }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.dropoffPointId).toBe(point!.id);
    return { reference: created.json().reference as string, pointId: point!.id };
  };

  it('drops the point when the recipient moves to another country, so the draft asks for a new one', async () => {
    const { reference } = await draftToParisPoint();
    const moved = await call.patch(`/shipments/${reference}`, { to: munich });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.dropoffPointId).toBeNull();
    expect(moved.json().dropOff.destination).toBeNull();
    expect(moved.json().actions.canBePurchased).toBe(false);
    const ordered = await order(reference);
    expect(ordered.statusCode, ordered.body).toBe(422);
  });

  it('drops the point when the recipient moves to another postcode', async () => {
    const { reference } = await draftToParisPoint();
    const moved = await call.patch(`/shipments/${reference}`, {
      to: { ...paris, zipCode: '69002', city: 'Lyon' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.dropoffPointId).toBeNull();
  });

  it('keeps the point when the recipient keeps their place (a new phone, a postcode written differently)', async () => {
    const { reference, pointId } = await draftToParisPoint();
    const edited = await call.patch(`/shipments/${reference}`, {
      to: { ...paris, phone: '+33698765432', zipCode: ' 75001 ' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.dropoffPointId).toBe(pointId);
    expect(edited.json().actions.canBePurchased).toBe(true);
  });

  it('keeps a point named in the same write as the new recipient', async () => {
    const { reference } = await draftToParisPoint();
    const moved = await call.patch(`/shipments/${reference}`, {
      to: munich,
      dropoffPointId: 'mondial-relay-DE-80331-00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.dropoffPointId).toBe('mondial-relay-DE-80331-00');
    expect(moved.json().actions.canBePurchased).toBe(true);
  });

  it('refuses to order a parcel to a pick-up point in another country than the recipient', async () => {
    const { reference, pointId } = await draftToParisPoint();
    const moved = await call.patch(`/shipments/${reference}`, { to: munich, dropoffPointId: pointId });
    expect(moved.statusCode, moved.body).toBe(200);
    const ordered = await order(reference);
    expect(ordered.statusCode, ordered.body).toBe(422);
    expect(ordered.json().messages[0]).toMatchObject({
      error_code: 'CarrierProductFailure',
      message: 'carrier.error.invalid-dropoff-point',
    });
  });
});

import type { DropoffPoint, Service } from '@shipdeck/domain/carriers/carriers.schema';
import { serviceSnapshotOf } from '@shipdeck/domain/shipments/rules/service-snapshot';
import type { ShipmentParcel } from '@shipdeck/domain/shipments/shipment.schema';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../src/providers/carriers/labels/testing/pdf-inspection.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { buyByCard, orderPayload, placeOrder, saveBilling, stateOf } from '../orders/order-helpers.ts';
import { cardNonce, chargesOf } from '../payments/payment-helpers.ts';
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

const parcelQuery = (prefix: string, parcels: readonly ShipmentParcel[]) =>
  parcels
    .flatMap((p, index) =>
      (['weight', 'length', 'width', 'height'] as const).map(
        (key) => `${prefix}[${index}][${key}]=${p[key]}`,
      ),
    )
    .join('&');

describe('shipments to and from carrier points: booking and labels', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const call = api(app, seller);

  const serviceFor = async (serviceId: string, parcels: readonly ShipmentParcel[]) => {
    const response = await call.get(
      `/services?from[country]=ES&from[zip]=${madrid.zipCode}&to[country]=ES&to[zip]=${barcelona.zipCode}&${parcelQuery('packages', parcels)}&sortBy=totalPrice&source=PRO`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const service = (response.json().services as Service[]).find((candidate) => candidate.id === serviceId);
    if (!service) throw new Error(`${serviceId} is not offered Madrid → Barcelona`);
    return service;
  };

  const pointsNear = async (
    serviceId: string,
    place: { alpha2Code: string; zipCode: string },
    parcels: readonly ShipmentParcel[],
  ) => {
    const response = await call.get(
      `/dropoff-points?serviceId=${serviceId}&country=${place.alpha2Code}&zip=${place.zipCode}&${parcelQuery('parcelsDimensions', parcels)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().points as DropoffPoint[];
  };

  /** What a seller does in the checkout: choose the service (and a point), pay by card, get labels. */
  const buy = async (serviceId: string, dropoffPoint?: DropoffPoint) => {
    const service = await serviceFor(serviceId, [parcel]);
    const created = await call.post(
      '/shipments',
      readyShipment({
        from: madrid,
        to: barcelona,
        parcels: [parcel],
        service: serviceSnapshotOf(service),
        ...(dropoffPoint ? { dropoffPointId: dropoffPoint.id } : {}),
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { reference } = created.json() as { reference: string };
    await buyByCard(app, seller, [reference]);
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PRINT');
    return reference;
  };

  const labelText = async (reference: string, format: string) => {
    const response = await call.get(`/shipments/${reference}/label?format=${format}`);
    expect(response.statusCode, response.body).toBe(200);
    return pdfText(new Uint8Array(response.rawPayload));
  };

  const expectDeliveredToPoint = (text: string, point: DropoffPoint) => {
    expect(text).toContain(point.id);
    expect(text).toContain(point.businessName);
    expect(text).toContain(point.address);
    expect(text).toContain(point.zipCode);
    expect(text).toContain('NOTIFY RECIPIENT');
    expect(text).toContain('Marta Puig');
    expect(text).toContain('+34 611 22 23 33');
    expect(text).not.toContain(barcelona.street1);
    expect(text).not.toContain('HOME DELIVERY');
  };

  const lockerPoint = async () => {
    const points = await pointsNear('inpost-locker-to-locker', barcelona, [parcel]);
    // Not the nearest: the label must carry the point the seller chose.
    const point = points[2]!;
    expect(point.type).toBe('LOCKER');
    return point;
  };

  it('prints a locker delivery with the locker as the address and the recipient as the person to notify', async () => {
    const point = await lockerPoint();
    const reference = await buy('inpost-locker-to-locker', point);
    for (const format of ['4x6', 'A4']) {
      const text = await labelText(reference, format);
      expectDeliveredToPoint(text, point);
      expect(text).toContain(`SHIP TO LOCKER · ID ${point.id}`);
    }
  });

  it('prints the point on every label of a combined print and on the e-mailed label', async () => {
    const point = await lockerPoint();
    const references = [
      await buy('inpost-locker-to-locker', point),
      await buy('inpost-locker-to-locker', point),
    ];
    const combined = await call.get(
      `/shipments/labels?references=${references.join(',')}&format=COMBINED_A4&disposition=inline`,
    );
    expect(combined.statusCode, combined.body).toBe(200);
    const file = await app.inject({
      method: 'GET',
      url: combined.json().COMBINED_A4.url,
      headers: seller.headers,
    });
    expect(file.statusCode).toBe(200);
    const text = pdfText(new Uint8Array(file.rawPayload));
    expectDeliveredToPoint(text, point);
    expect(text.split(`SHIP TO LOCKER · ID ${point.id}`)).toHaveLength(3);

    const sent = await call.post(`/shipments/${references[0]}/labels/email`, {
      mail: 'shop-floor@example.es',
      message: 'Locker parcel',
      format: 'COMBINED_A4',
    });
    expect(sent.statusCode, sent.body).toBe(204);
    const outbox = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=shop-floor@example.es' });
    const [mail] = outbox.json().mails ?? outbox.json();
    const attachment = await app.inject({
      method: 'GET',
      url: `/dev/outbox/attachments/${mail.attachments[0].id}`,
    });
    expect(attachment.statusCode).toBe(200);
    expectDeliveredToPoint(pdfText(new Uint8Array(attachment.rawPayload)), point);
  });

  it("names the seller's drop-off point on a label of a service dropped off at origin", async () => {
    const [nearest] = await pointsNear('correos-paq-estandar', madrid, [parcel]);
    const reference = await buy('correos-paq-estandar');
    for (const format of ['4x6', 'A4']) {
      const text = await labelText(reference, format);
      expect(text).toContain(`DROP OFF AT`);
      expect(text).toContain(nearest!.id);
      expect(text).toContain(nearest!.businessName);
      expect(text).toContain(nearest!.address);
      // Delivered to the door: the recipient's own address is the one printed.
      expect(text).toContain(barcelona.street1);
      expect(text).toContain('HOME DELIVERY');
    }
  });

  it('names both points when a parcel goes from a drop-off point to a locker', async () => {
    const point = await lockerPoint();
    const [origin] = await pointsNear('inpost-locker-to-locker', madrid, [parcel]);
    const text = await labelText(await buy('inpost-locker-to-locker', point), '4x6');
    expectDeliveredToPoint(text, point);
    expect(text).toContain(origin!.id);
    expect(text).toContain(origin!.businessName);
  });

  it('refuses to print a point delivery whose point the carrier no longer knows, rather than print it to the door', async () => {
    const reference = await buy('inpost-locker-to-locker', await lockerPoint());
    await app.database.query('UPDATE shipments SET dropoff_point_id = $1 WHERE reference = $2', [
      'inpost-ES-08005-42',
      reference,
    ]);
    const response = await call.get(`/shipments/${reference}/label?format=4x6`);
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json().messages[0].message).toBe('labels.error.not-generated');
    const sent = await call.post(`/shipments/${reference}/labels/email`, {
      mail: 'shop-floor@example.es',
      message: 'Locker parcel',
    });
    expect(sent.statusCode).toBe(502);
  });

  it('refuses to book a locker the parcel does not fit, and charges nothing', async () => {
    const long: ShipmentParcel = { length: 70, width: 30, height: 20, weight: 8 };
    // Chosen before the parcel grew: the search without parcels still listed the locker.
    const locker = (await pointsNear('seur-2shop', barcelona, [parcel])).find(
      (point) => point.type === 'LOCKER',
    );
    expect(locker).toBeDefined();
    expect((await pointsNear('seur-2shop', barcelona, [long])).map((point) => point.id)).not.toContain(
      locker!.id,
    );
    const service = await serviceFor('seur-2shop', [long]);
    const created = await call.post(
      '/shipments',
      readyShipment({
        from: madrid,
        to: barcelona,
        parcels: [long],
        service: serviceSnapshotOf(service),
        dropoffPointId: locker!.id,
      }),
    );
    const { reference } = created.json() as { reference: string };
    const chargesBefore = (await chargesOf(app, seller.clientId)).length;
    const refused = await placeOrder(
      app,
      seller,
      orderPayload([reference], { method: 'creditcard3dsecure', nonce: await cardNonce(app, seller) }),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().messages[0]).toMatchObject({
      error_code: 'CarrierProductFailure',
      message: 'carrier.error.invalid-dropoff-point',
    });
    expect(await stateOf(app, seller, reference)).not.toBe('PURCHASE_SUCCESS');
    expect(await chargesOf(app, seller.clientId)).toHaveLength(chargesBefore);
  });
});

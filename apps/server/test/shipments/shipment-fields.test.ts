import type { DropoffPoint, Service } from '@shipdeck/domain/carriers/carriers.schema';
import { upsalesOf } from '@shipdeck/domain/pricing/rules/upsales';
import { serviceSnapshotOf } from '@shipdeck/domain/shipments/rules/service-snapshot';
import { describe, expect, it } from 'vitest';
import { saveBooksCustomsInvoice } from '../customs/customs-fixtures.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { buyByCard, london, saveBilling, stateOf } from '../orders/order-helpers.ts';
import { api } from '../pricing/pricing-fixtures.ts';
import { madrid, readyShipment, saveMadridStore } from './shipment-fixtures.ts';

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
const parcel = { length: 30, width: 20, height: 10, weight: 2 };
const parcelQuery = (prefix: string) =>
  (['weight', 'length', 'width', 'height'] as const)
    .map((key) => `${prefix}[0][${key}]=${parcel[key]}`)
    .join('&');
const COD = { accountHolder: 'Ana García', amount: 2500, iban: 'ES9121000418450200051332' };

describe("a shipment's answer carries the spec's fields", async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const call = api(app, seller);
  const buy = async (reference: string) => {
    await buyByCard(app, seller, [reference]);
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PRINT');
  };
  const inList = async (reference: string) => {
    const list = await call.get('/shipments?inbox=ALL&limit=100');
    expect(list.statusCode, list.body).toBe(200);
    return (list.json().content as { reference: string }[]).find(
      (shipment) => shipment.reference === reference,
    );
  };

  it('a bought locker shipment with extras, a voucher, a drop-off point and a warehouse', async () => {
    const warehouseId = await saveMadridStore(call);
    const services = await call.get(
      `/services?from[country]=ES&from[zip]=${madrid.zipCode}&to[country]=ES&to[zip]=${barcelona.zipCode}&${parcelQuery('packages')}&sortBy=totalPrice&source=PRO`,
    );
    const locker = (services.json().services as Service[]).find((s) => s.id === 'inpost-locker-to-locker')!;
    const points = await call.get(
      `/dropoff-points?serviceId=${locker.id}&country=ES&zip=${barcelona.zipCode}&${parcelQuery('parcelsDimensions')}`,
    );
    const [point] = points.json().points as DropoffPoint[];
    const created = await call.post(
      '/shipments',
      readyShipment({
        from: madrid,
        to: barcelona,
        parcels: [parcel],
        service: serviceSnapshotOf(locker),
        dropoffPointId: point!.id,
        warehouseId,
        content: { description: 'Books', value: 9000 },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const reference = created.json().reference as string;
    const products = (await call.get(`/shipments/${reference}/products`)).json().shipmentsPriceDetails[0];
    const tier = [...products.availableProducts.insurance.tiers].sort(
      (a: { coverage: number }, b: { coverage: number }) => a.coverage - b.coverage,
    )[0] as { coverage: number };
    const chosen = await call.put(`/shipments/${reference}/products`, {
      insurance: { option: 'ENHANCED', value: tier.coverage },
      cashOnDelivery: COD,
      voucher: 'welcome10',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // The answers to writes carry these fields as the reads do.
    expect(created.json().data).toMatchObject({
      voucherName: null,
      customs: { customsInvoiceId: null },
      warehouse: { id: warehouseId, alias: 'Madrid store' },
    });
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/v1/shipments/${reference}`,
      headers: seller.headers,
      payload: { shipmentCustomReference: 'Order 7' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ voucherName: 'WELCOME10', warehouse: { id: warehouseId } });
    await buy(reference);

    const one = await call.get(`/shipments/${reference}`);
    expect(one.statusCode, one.body).toBe(200);
    const { data, dropOff } = one.json();
    expect(data.upsales).toEqual({
      insurance: { available: true, baseCoverage: 5000, amount: tier.coverage },
      proofOfDelivery: { available: false },
      printInStore: { available: products.selection.printInStore, url: null },
      adultSignature: { available: false },
      additionalHandling: { available: false },
      cashOnDelivery: { available: true, ...COD },
    });
    expect(data.voucherName).toBe('WELCOME10');
    expect(data.labels).toEqual([`/api/v1/shipments/${reference}/label`]);
    expect(data.customs).toEqual({ customsInvoiceId: null });
    expect(data.warehouse).toMatchObject({ id: warehouseId, alias: 'Madrid store', zipCode: madrid.zipCode });
    expect(data.dropoffPointId).toBe(point!.id);
    expect(dropOff.destination).toMatchObject({ id: point!.id });
    expect(dropOff.origin).not.toBeNull();
    expect(data.thirdPartyPreferences).toBeNull();
    expect(data.additionalData).toEqual({
      postal_zone_id_from: null,
      postal_zone_id_to: null,
      zip_code_id_from: null,
      zip_code_id_to: null,
      postal_zone_name_from: null,
      postal_zone_name_to: null,
      selectedWarehouseId: warehouseId,
      parcelIds: [],
    });
    // The list and the read by references answer the same fields.
    expect(await inList(reference)).toEqual(one.json());
    expect((await call.get(`/shipments/by-references?references=${reference}`)).json()).toEqual([one.json()]);
    // The label link is the label.
    const label = await app.inject({ method: 'GET', url: data.labels[0], headers: seller.headers });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
  });

  it('a bought shipment abroad names its customs invoice; a draft carries the empty values', async () => {
    const created = await call.post(
      '/shipments',
      readyShipment({
        to: london,
        service: { id: 'ups-standard' },
        content: { description: 'Books', value: 4000 },
        thirdPartyPreferences: { serviceId: 'ups-standard', carrier: 'UPS' },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const reference = created.json().reference as string;
    const draft = (await call.get(`/shipments/${reference}`)).json().data;
    expect(draft).toMatchObject({
      labels: [],
      voucherName: null,
      customs: { customsInvoiceId: null },
      warehouse: null,
      thirdPartyPreferences: { serviceId: 'ups-standard', carrier: 'UPS' },
      upsales: {
        insurance: { available: false, baseCoverage: 0, amount: 0 },
        cashOnDelivery: { available: false, amount: 0, accountHolder: null, iban: null },
      },
    });
    const invoiceId = await saveBooksCustomsInvoice(call, reference);
    const priced = (await call.get(`/shipments/${reference}/products`)).json().shipmentsPriceDetails[0];
    await buy(reference);
    const bought = (await call.get(`/shipments/${reference}`)).json();
    expect(bought.data.customs).toEqual({ customsInvoiceId: invoiceId });
    // Bought without ever saving extras: the shipment carries what the order charged for (the
    // service's free cover).
    expect(priced.availableProducts.insurance.baseCoverage).toBeGreaterThan(0);
    expect(bought.data.upsales).toEqual(upsalesOf(priced));
    expect(bought.data.upsales.insurance).toEqual({
      available: true,
      baseCoverage: priced.availableProducts.insurance.baseCoverage,
      amount: priced.availableProducts.insurance.baseCoverage,
    });
    expect(await inList(reference)).toEqual(bought);
  });

  it('another client never sees these fields of the shipment', async () => {
    const other = await signUp(app);
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/shipments?inbox=ALL',
      headers: other.headers,
    });
    expect(list.json().content).toEqual([]);
  });
});

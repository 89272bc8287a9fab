import { describe, expect, it } from 'vitest';
import { routeQuery } from '../carriers/carrier-queries.ts';
import { saveBooksCustomsInvoice } from '../customs/customs-fixtures.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { buyByCard, saveBilling, stateOf } from '../orders/order-helpers.ts';
import { api } from '../pricing/pricing-fixtures.ts';
import { madrid, paris, readyShipment } from './shipment-fixtures.ts';

/** A real Dubai recipient: the United Arab Emirates have no postcodes, so there is none to give. */
const dubai = {
  firstName: 'Omar',
  lastName: 'Haddad',
  phone: '+971501234567',
  email: 'omar@example.ae',
  street1: 'Sheikh Zayed Road 1',
  alpha2Code: 'AE',
  city: 'Dubai',
};
const parisWithoutPostcode = { ...paris, zipCode: '' };

describe('a seller ships to a country with no postcode system, and still gives one everywhere else', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const call = api(app, seller);

  const services = (to: [string, string]) =>
    call.get(`/services?${routeQuery({ from: ['ES', madrid.zipCode], to })}&sortBy=totalPrice&source=PRO`);

  it('finds services and collection dates to Dubai without a postcode, and none to Paris without one', async () => {
    const found = await services(['AE', '']);
    expect(found.statusCode, found.body).toBe(200);
    const offers = found.json().services as { id: string }[];
    expect(offers.length).toBeGreaterThan(0);
    // Without the parameter at all, as with it empty.
    const omitted = await call.get(
      `/services?${routeQuery({ from: ['ES', madrid.zipCode], to: ['AE', ''] }).replace('&to%5Bzip%5D=', '')}&sortBy=totalPrice&source=PRO`,
    );
    expect(omitted.statusCode, omitted.body).toBe(200);
    expect(omitted.json().services).toEqual(offers);

    const dates = await call.get(
      `/services/${offers[0]!.id}/collection-dates?${routeQuery({ from: ['ES', madrid.zipCode], to: ['AE', ''] })}`,
    );
    expect(dates.statusCode, dates.body).toBe(200);
    expect(dates.json().dates.length).toBeGreaterThan(0);

    const refused = await services(['FR', '']);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().messages).toEqual([
      { error_code: 'ErrorField', message: 'form.error.required', field: 'to.zip' },
    ]);
  });

  it('a draft to Dubai without a postcode is ready to purchase, is paid for and gets its label', async () => {
    const offers = (await services(['AE', ''])).json().services as { id: string }[];
    const created = await call.post(
      '/shipments',
      readyShipment({
        to: dubai,
        service: { id: offers[0]!.id },
        content: { description: 'Books', value: 4000 },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ state: 'READY_TO_PURCHASE', data: { to: { alpha2Code: 'AE' } } });
    const reference = created.json().reference as string;

    await saveBooksCustomsInvoice(call, reference);
    await buyByCard(app, seller, [reference]);
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PRINT');
    const labels = (await call.get(`/shipments/${reference}`)).json().data.labels as string[];
    const label = await app.inject({ method: 'GET', url: labels[0]!, headers: seller.headers });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
  });

  it('a draft to Paris without a postcode awaits completion and cannot move past the search step', async () => {
    const created = await call.post('/shipments', readyShipment({ to: parisWithoutPostcode }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().state).toBe('AWAITING_COMPLETION');
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/v1/shipments/${created.json().reference}`,
      headers: seller.headers,
      payload: { step: 'SERVICE_SELECTION' },
    });
    expect(moved.statusCode, moved.body).toBe(422);
  });

  it('the address book takes a Dubai recipient without a postcode and refuses a Paris one without it', async () => {
    const saved = await call.post('/recipients', { ...dubai, alias: 'Omar' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ alpha2Code: 'AE', zipCode: '' });

    const refused = await call.post('/recipients', { ...parisWithoutPostcode, alias: 'Luc' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().messages).toEqual([
      { error_code: 'ErrorField', message: 'form.error.required', field: 'zipCode' },
    ]);
  });

  it('looks for drop-off points in Dubai without a postcode, and asks for one in Paris', async () => {
    const dubaiPoints = await call.get('/dropoff-points?serviceId=correos-paq-internacional&country=AE');
    expect(dubaiPoints.statusCode, dubaiPoints.body).toBe(200);
    const parisPoints = await call.get('/dropoff-points?serviceId=correos-paq-internacional&country=FR&zip=');
    expect(parisPoints.statusCode, parisPoints.body).toBe(400);
    expect(parisPoints.json().messages).toEqual([
      { error_code: 'ErrorField', message: 'form.error.required', field: 'zip' },
    ]);
  });

  it('a warehouse in Hong Kong needs no postcode, and a search from there needs none', async () => {
    const hongKong = {
      ...dubai,
      phone: '+85291234567',
      street1: '1 Queen’s Road Central',
      alpha2Code: 'HK',
      city: 'Hong Kong',
    };
    const warehouse = await call.post('/warehouses', { ...hongKong, alias: 'Hong Kong store' });
    expect(warehouse.statusCode, warehouse.body).toBe(201);
    const created = await call.post(
      '/shipments',
      readyShipment({ from: hongKong, to: dubai, service: null }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const found = await call.get(
      `/services?${routeQuery({ from: ['HK', ''], to: ['AE', ''] })}&sortBy=totalPrice&source=PRO`,
    );
    expect(found.statusCode, found.body).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, signUp } from '../helpers/clients.ts';
import { api, createReadyShipment } from './pricing-fixtures.ts';

const serviceQuery =
  '/services?from[country]=ES&from[zip]=28013&to[country]=FR&to[zip]=75001' +
  '&packages[0][weight]=2.5&packages[0][length]=30&packages[0][width]=20&packages[0][height]=10&service_id=gls-euro-business';
const COD = { accountHolder: 'Ana García', amount: 1000, iban: 'ES9121000418450200051332' };
/** UPS Standard, Madrid → Paris: a service that sells cash on delivery. */
const upsStandard = {
  id: 'ups-standard',
  carrierId: 'ups',
  carrierName: 'UPS',
  name: 'Standard',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: false,
};

describe('pricing of shipments', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const call = api(app, seller);
  const [service] = (await call.get(serviceQuery)).json().services;

  it('prices a shipment from the carrier rating: shipping, management fee and Spanish VAT', async () => {
    const reference = await createReadyShipment(app, seller);
    const response = await call.post('/shipments/price', { references: [reference] });
    expect(response.statusCode).toBe(200);
    const { shipmentsPriceDetails, totalPrice } = response.json();
    const [details] = shipmentsPriceDetails;
    const base = service.price.basePrice + service.managementFee.basePrice;
    expect(details.reference).toBe(reference);
    expect(details.price).toEqual({
      basePrice: base,
      taxPrice: Math.round(base * 0.21),
      totalPrice: base + Math.round(base * 0.21),
      currency: 'EUR',
      taxes: [{ percentage: 21 }],
    });
    expect(details.products.porterage).toMatchObject({ basePrice: service.price.basePrice, quantity: 1 });
    expect(details.products.insurance.quantity).toBe(0);
    expect(details.availableProducts.insurance.baseCoverage).toBe(service.products.insurance.baseCoverage);
    expect(details.selection.insurance.option).toBe(
      service.products.insurance.baseCoverage > 0 ? 'STANDARD' : 'NO_INSURANCE',
    );
    expect(totalPrice.totalPrice).toBe(details.price.totalPrice);
  });

  it('adds up several shipments in the total', async () => {
    const a = await createReadyShipment(app, seller);
    const b = await createReadyShipment(app, seller, {
      parcels: [
        { height: 10, length: 30, width: 20, weight: 2.5 },
        { height: 10, length: 30, width: 20, weight: 2.5 },
      ],
    });
    const { shipmentsPriceDetails, totalPrice } = (
      await call.post('/shipments/price', { references: [a, b] })
    ).json();
    expect(shipmentsPriceDetails).toHaveLength(2);
    expect(shipmentsPriceDetails[1].products.porterage.basePrice).toBe(2 * service.price.basePrice);
    expect(totalPrice.totalPrice).toBe(
      shipmentsPriceDetails[0].price.totalPrice + shipmentsPriceDetails[1].price.totalPrice,
    );
  });

  it('prices the extras chosen: enhanced insurance, proof of delivery, cash on delivery', async () => {
    const reference = await createReadyShipment(app, seller);
    const before = (await call.get(`/shipments/${reference}/products`)).json().shipmentsPriceDetails[0];
    const available = before.availableProducts;
    const tier = [...available.insurance.tiers].sort((x, y) => x.coverage - y.coverage)[0];
    const payload: Record<string, unknown> = { insurance: { option: 'ENHANCED', value: tier.coverage } };
    if (available.proofOfDelivery.isEnabled) payload.proofOfDelivery = true;
    const response = await call.put(`/shipments/${reference}/products`, payload);
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after.products.insurance).toMatchObject({ quantity: 1, basePrice: tier.basePrice });
    expect(after.selection.insurance).toMatchObject({ option: 'ENHANCED', coverage: tier.coverage });
    const extra =
      tier.basePrice + (available.proofOfDelivery.isEnabled ? available.proofOfDelivery.basePrice : 0);
    expect(after.price.basePrice).toBe(before.price.basePrice + extra);
    // The choice is kept: the price call shows it too.
    const again = (await call.post('/shipments/price', { references: [reference] })).json();
    expect(again.shipmentsPriceDetails[0].price).toEqual(after.price);
  });

  it('refuses insurance against its rules: value too small, value above every tier, required choice', async () => {
    const reference = await createReadyShipment(app, seller);
    const tooSmall = await call.put(`/shipments/${reference}/products`, {
      insurance: { option: 'ENHANCED', value: 5 },
    });
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().messages[0]).toMatchObject({
      field: 'insurance.value',
      message: 'insurance.error.value-min',
    });
    const tooBig = await call.put(`/shipments/${reference}/products`, {
      insurance: { option: 'ENHANCED', value: 99_999_999 },
    });
    expect(tooBig.json().messages[0]).toMatchObject({ message: 'insurance.error.value-above-coverage' });
    const noChoice = await call.put(`/shipments/${reference}/products`, { insurance: {} });
    expect(noChoice.json().messages[0]).toMatchObject({
      field: 'insurance.option',
      message: 'insurance.error.required',
    });
    const unknownOption = await call.put(`/shipments/${reference}/products`, {
      insurance: { option: 'GOLD' },
    });
    expect(unknownOption.statusCode).toBe(400);
  });

  it('refuses cash on delivery the client is not offered (CashOnDeliveryServices off)', async () => {
    const withoutCod = await signUp(app);
    const own = api(app, withoutCod);
    const reference = await createReadyShipment(app, withoutCod, { service: upsStandard });
    const offered = (await own.get(`/shipments/${reference}/products`)).json().shipmentsPriceDetails[0];
    // The service sells cash on delivery: only the client's switch can take it away.
    expect(offered.availableProducts.cashOnDelivery.isEnabled).toBe(true);
    const switchedOff = await app.inject({
      method: 'PUT',
      url: '/api/v1/client/features/CashOnDeliveryServices',
      headers: withoutCod.headers,
      payload: { enabled: false, source: 'tenant' },
    });
    expect(switchedOff.statusCode, switchedOff.body).toBe(200);

    const response = await own.put(`/shipments/${reference}/products`, { cashOnDelivery: COD });
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toMatchObject({
      field: 'cashOnDelivery',
      message: 'cash-on-delivery.error.not-available',
    });
  });

  it.each([
    ['a wrong check digit', 'ES9121000418450200051333'],
    ['an unknown country', 'XX9121000418450200051332'],
    ['too short for its country', 'ES91 2100 0418'],
  ])('refuses cash on delivery paid into an IBAN with %s (422, nothing saved)', async (_name, iban) => {
    const reference = await createReadyShipment(app, seller, { service: upsStandard });
    const before = (await call.get(`/shipments/${reference}/products`)).json().shipmentsPriceDetails[0];
    expect(before.availableProducts.cashOnDelivery.isEnabled).toBe(true);

    const response = await call.put(`/shipments/${reference}/products`, { cashOnDelivery: { ...COD, iban } });
    expect(response.statusCode).toBe(422);
    expect(response.json().messages).toEqual([
      expect.objectContaining({
        error_code: 'InvalidFormatField',
        field: 'cashOnDelivery.iban',
        message: 'cash-on-delivery.error.iban-invalid',
      }),
    ]);
    const after = (await call.get(`/shipments/${reference}/products`)).json().shipmentsPriceDetails[0];
    expect(after.products.cashOnDelivery.quantity).toBe(0);
    expect(after.price).toEqual(before.price);
  });

  it('takes cash on delivery paid into a valid IBAN, written with spaces as a seller types it', async () => {
    const reference = await createReadyShipment(app, seller, { service: upsStandard });
    const response = await call.put(`/shipments/${reference}/products`, {
      cashOnDelivery: { ...COD, iban: 'ES91 2100 0418 4502 0005 1332' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().products.cashOnDelivery.quantity).toBe(1);
  });

  it('applies and removes a voucher; a 100 % voucher makes the shipment free', async () => {
    const reference = await createReadyShipment(app, seller);
    const full = (await call.get(`/shipments/${reference}/products`)).json().shipmentsPriceDetails[0].price;
    const ten = (await call.put(`/shipments/${reference}/products`, { voucher: 'welcome10' })).json();
    expect(ten.selection.voucher).toBe('WELCOME10');
    expect(ten.products.voucher).toMatchObject({
      quantity: 1,
      name: 'WELCOME10',
      basePrice: -Math.round(full.basePrice / 10),
    });
    const free = (await call.put(`/shipments/${reference}/products`, { voucher: 'FREESHIP' })).json();
    expect(free.price).toMatchObject({ basePrice: 0, taxPrice: 0, totalPrice: 0 });
    const removed = (await call.put(`/shipments/${reference}/products`, { voucher: null })).json();
    expect(removed.price).toEqual(full);
    expect(removed.products.voucher.quantity).toBe(0);
  });

  it('refuses an unknown voucher and one the service does not allow', async () => {
    const reference = await createReadyShipment(app, seller);
    const unknown = await call.put(`/shipments/${reference}/products`, { voucher: 'NOPE' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().messages[0]).toMatchObject({
      field: 'voucher',
      message: 'voucher.error.not-found',
    });
    const seurOnly = await call.put(`/shipments/${reference}/products`, { voucher: 'SEUR20' });
    expect(seurOnly.json().messages[0]).toMatchObject({ message: 'voucher.error.not-allowed-for-service' });
  });

  it('stops showing a voucher on a draft whose new service does not take vouchers, as its price stops counting it', async () => {
    const reference = await createReadyShipment(app, seller);
    await call.put(`/shipments/${reference}/products`, { voucher: 'welcome10' });
    expect((await call.get(`/shipments/${reference}`)).json().data.voucherName).toBe('WELCOME10');

    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/shipments/${reference}`,
      headers: seller.headers,
      payload: { service: { id: 'correos-paq-internacional' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.voucherName).toBeNull();
    expect((await call.get(`/shipments/${reference}`)).json().data.voucherName).toBeNull();
    const products = (await call.get(`/shipments/${reference}/products`)).json().shipmentsPriceDetails[0];
    expect(products.products.voucher.quantity).toBe(0);
  });

  it('answers voucher availability per service id', async () => {
    const response = await call.get(
      '/vouchers/availability?service_ids=gls-euro-business,correos-paq-estandar,seur-24',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { serviceId: 'gls-euro-business', allowsVoucher: true },
      { serviceId: 'correos-paq-estandar', allowsVoucher: false },
      { serviceId: 'seur-24', allowsVoucher: true },
    ]);
  });

  it('prices insurance in bulk from each declared value', async () => {
    const a = await createReadyShipment(app, seller, { content: { description: 'Books', value: 5000 } });
    const b = await createReadyShipment(app, seller, { content: { description: 'Lamp', value: 20_000 } });
    const response = await call.post('/shipments/products/insurance', {
      references: [a, b],
      option: 'PLATFORM_INSURANCE',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(
      body.productsDetails.map((d: { insurance: { basePrice: number } }) => d.insurance.basePrice),
    ).toEqual([150, 300]);
    expect(body.summary.products.insurance.basePrice).toBe(450);
    expect(body.summary.products.insurance.totalPrice).toBe(
      450 + Math.round(150 * 0.21) + Math.round(300 * 0.21),
    );
  });

  it('simulates the subscriber price', async () => {
    const reference = await createReadyShipment(app, seller);
    const response = await call.get(`/shipments/${reference}/simulated-price`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currency).toBe('EUR');
    const margin = service.tags[0].amount;
    const paidBase = service.price.basePrice + service.managementFee.basePrice;
    expect(body.paidPrice).toBe(paidBase + Math.round(paidBase * 0.21));
    expect(body.discountedPrice).toBe(paidBase - margin + Math.round((paidBase - margin) * 0.21));
    expect(body.showDiscountedPrice).toBe(margin > 0);
  });

  it('refuses to price a draft without a service', async () => {
    const reference = await createReadyShipment(app, seller, { service: null });
    const response = await call.post('/shipments/price', { references: [reference] });
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toMatchObject({
      error_code: 'MissingCarrierProduct',
      message: 'pricing.error.no-service',
    });
  });

  it("answers 404 for another client's shipment", async () => {
    const reference = await createReadyShipment(app, seller);
    await expectNotFoundForOtherClient(app, {
      method: 'POST',
      url: '/api/v1/shipments/price',
      payload: { references: [reference] },
    });
    await expectNotFoundForOtherClient(app, {
      method: 'PUT',
      url: `/api/v1/shipments/${reference}/products`,
      payload: { voucher: null },
    });
    await expectNotFoundForOtherClient(app, {
      method: 'GET',
      url: `/api/v1/shipments/${reference}/simulated-price`,
    });
  });
});

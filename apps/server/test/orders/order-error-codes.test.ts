import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { twoBooks } from '../customs/customs-fixtures.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { simpleNonce } from '../payments/payment-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { madrid, paris } from '../shipments/shipment-fixtures.ts';
import {
  cardNonceFor,
  london,
  orderPayload,
  placeOrder,
  saveBilling,
  upsExpressSaver,
} from './order-helpers.ts';

/** Every payment and order error code the checkout handles is reachable through POST /orders. */
describe('order error codes', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const call = api(app, seller);
  const bancontact = () => simpleNonce(app, seller, 'bancontact');
  const expectCode = async (payload: object, status: number, entry: Record<string, unknown>) => {
    const response = await placeOrder(app, seller, payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().messages[0]).toMatchObject(entry);
    return response;
  };
  const internationalShipment = () =>
    createReadyShipment(app, seller, {
      to: london,
      service: upsExpressSaver,
      content: { description: 'Books', value: 4000 },
    });

  it.each([
    [
      'RequiredField (schema)',
      { carriersTermsAndConditions: undefined },
      { error_code: 'RequiredField', field: 'carriersTermsAndConditions' },
    ],
    [
      'ValueNotAllowedField',
      { payment: { method: 'bitcoin', type: 'DIRECT' } },
      { error_code: 'ValueNotAllowedField', field: 'payment.method' },
    ],
    [
      'InvalidFormatField',
      { carriersTermsAndConditions: 'yes' },
      { error_code: 'InvalidFormatField', field: 'carriersTermsAndConditions' },
    ],
    [
      'MaxSizeExceededField',
      { orderCustomReference: 'x'.repeat(61) },
      { error_code: 'MaxSizeExceededField', field: 'orderCustomReference' },
    ],
    [
      'MinSizeNotReachedField',
      { shipments: [''] },
      { error_code: 'MinSizeNotReachedField', field: 'shipments.0' },
    ],
  ])('%s: refused before anything is priced (400)', async (_name, override, entry) => {
    const reference = await createReadyShipment(app, seller);
    await expectCode(
      { ...orderPayload([reference], { method: 'bancontact', nonce: 'n' }), ...override },
      400,
      entry,
    );
  });

  it.each([
    [
      'ErrorField',
      { payment: { method: 'creditcard3dsecure', type: 'DEFERRED' } },
      { error_code: 'ErrorField', field: 'payment.type' },
    ],
    [
      'SizeNotEqualsField',
      { idempotencyKey: 'abc' },
      { error_code: 'SizeNotEqualsField', field: 'idempotencyKey' },
    ],
    [
      'MustNotBeBlankField',
      { orderCustomReference: '   ' },
      { error_code: 'MustNotBeBlankField', field: 'orderCustomReference' },
    ],
    ['MustNotBeEmptyField', { shipments: [] }, { error_code: 'MustNotBeEmptyField', field: 'shipments' }],
    [
      'RequiredField (no nonce)',
      { payment: { method: 'paypal', type: 'DIRECT' } },
      { error_code: 'RequiredField', field: 'payment.nonce' },
    ],
  ])('%s (422)', async (_name, override, entry) => {
    const reference = await createReadyShipment(app, seller);
    await expectCode(
      { ...orderPayload([reference], { method: 'bancontact', nonce: 'n' }), ...override },
      422,
      entry,
    );
  });

  it('InvalidPayload: a draft still awaiting completion', async () => {
    const reference = await createReadyShipment(app, seller, { content: { description: 'Books' } });
    await expectCode(orderPayload([reference], { method: 'bancontact', nonce: await bancontact() }), 422, {
      error_code: 'InvalidPayload',
      reference,
      field: 'content.value',
    });
  });

  it('InvalidPayload names the field a draft lacks: a US recipient without a state', async () => {
    const newYork = {
      firstName: 'Emily',
      lastName: 'Johnson',
      phone: '+1 212 736 3100',
      email: 'emily@example.com',
      street1: '350 Fifth Avenue',
      alpha2Code: 'US',
      zipCode: '10118',
      city: 'New York',
    };
    const reference = await createReadyShipment(app, seller, {
      to: newYork,
      service: { id: 'dhl-express-worldwide' },
    });
    await expectCode(orderPayload([reference], { method: 'bancontact', nonce: await bancontact() }), 422, {
      error_code: 'InvalidPayload',
      message: 'order.error.shipment-not-ready',
      reference,
      field: 'to.state',
    });
  });

  it('InvalidPayload: a nonce the gateway does not know', async () => {
    const reference = await createReadyShipment(app, seller);
    await expectCode(orderPayload([reference], { method: 'bancontact', nonce: 'nonce_forged' }), 422, {
      error_code: 'InvalidPayload',
      field: 'payment.nonce',
    });
  });

  it('CarrierTermsAndConditionsRejected: UPS needs its terms accepted', async () => {
    const reference = await createReadyShipment(app, seller, {
      service: { id: 'ups-standard' },
    });
    await expectCode(
      orderPayload(
        [reference],
        { method: 'bancontact', nonce: await bancontact() },
        { carriersTermsAndConditions: false },
      ),
      422,
      { error_code: 'CarrierTermsAndConditionsRejected', message: 'form.error.carriers-terms' },
    );
    // GLS does not ask for them.
    const gls = await createReadyShipment(app, seller);
    const response = await placeOrder(
      app,
      seller,
      orderPayload(
        [gls],
        { method: 'bancontact', nonce: await bancontact() },
        { carriersTermsAndConditions: false },
      ),
    );
    expect(response.statusCode).toBe(201);
  });

  it('ClientNotAuthorized: a tenant that verifies phones, before the phone is verified (403)', async () => {
    const buyer = await signUp(app, { tenant: 'payments' });
    await saveBilling(app, buyer);
    const response = await placeOrder(
      app,
      buyer,
      orderPayload(['ANY'], { method: 'bancontact', nonce: 'n' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().messages[0]).toMatchObject({
      error_code: 'ClientNotAuthorized',
      message: 'error.purchase-not-allowed',
    });
  });

  it('MissingTaxInformation: no invoicing details yet', async () => {
    const newcomer = await signUp(app);
    const response = await placeOrder(
      app,
      newcomer,
      orderPayload(['ANY'], { method: 'bancontact', nonce: 'n' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0].error_code).toBe('MissingTaxInformation');
  });

  it('MissingCarrierProduct: the service no longer reaches the destination', async () => {
    const reference = await createReadyShipment(app, seller, { to: { ...paris, zipCode: '59999' } });
    await expectCode(orderPayload([reference], { method: 'bancontact', nonce: await bancontact() }), 422, {
      error_code: 'MissingCarrierProduct',
      reference,
    });
  });

  it('CarrierProductFailure: the carrier refuses the booking (sender postcode 28666)', async () => {
    const reference = await createReadyShipment(app, seller, { from: { ...madrid, zipCode: '28666' } });
    await expectCode(orderPayload([reference], { method: 'bancontact', nonce: await bancontact() }), 422, {
      error_code: 'CarrierProductFailure',
      reason: 'SERVICE_NOT_AVAILABLE',
      message: 'carrier.error.service-not-available',
    });
  });

  it('CarrierProductFailure: a collection date the service no longer offers', async () => {
    const reference = await createReadyShipment(app, seller);
    // A draft is refused a day its service does not offer; this one was chosen before the day went by.
    await app.database.query("UPDATE shipments SET collection_date = '2020-01-06' WHERE reference = $1", [
      reference,
    ]);
    await expectCode(orderPayload([reference], { method: 'bancontact', nonce: await bancontact() }), 422, {
      error_code: 'CarrierProductFailure',
      reason: 'COLLECTION_DATE_MISMATCH',
    });
  });

  it('MissingCustomsDocument, CustomsNotOnCompletedStatus and CustomsAlreadyUsed on a paperless customs service', async () => {
    const terms = { carriersTermsAndConditions: true };
    const first = await internationalShipment();
    await expectCode(orderPayload([first], { method: 'bancontact', nonce: await bancontact() }, terms), 422, {
      error_code: 'MissingCustomsDocument',
      message: 'payment.error.customs',
    });
    await call.post('/customs-invoices', { shipmentReference: first, items: [twoBooks], isDraft: true });
    await expectCode(orderPayload([first], { method: 'bancontact', nonce: await bancontact() }, terms), 422, {
      error_code: 'CustomsNotOnCompletedStatus',
    });
    const invoice = (
      await call.post('/customs-invoices', { shipmentReference: first, items: [twoBooks] })
    ).json();
    const paid = await placeOrder(
      app,
      seller,
      orderPayload([first], { method: 'bancontact', nonce: await bancontact() }, terms),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const second = await internationalShipment();
    await call.put(`/shipments/${second}/customs-invoice`, { customsInvoiceId: invoice.id });
    await expectCode(
      orderPayload([second], { method: 'bancontact', nonce: await bancontact() }, terms),
      422,
      {
        error_code: 'CustomsAlreadyUsed',
      },
    );
  });

  it('PaymentDenied on a declined card, Default when the processor is down, MustBePositiveField on a zero total', async () => {
    const a = await createReadyShipment(app, seller);
    await expectCode(
      orderPayload([a], {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, [a], '4000000000000002'),
      }),
      402,
      { error_code: 'PaymentDenied' },
    );
    await expectCode(
      orderPayload([a], {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, [a], '4000000000000119'),
      }),
      502,
      { error_code: 'Default' },
    );
    await call.put(`/shipments/${a}/products`, { voucher: 'FREESHIP' });
    await expectCode(orderPayload([a], { method: 'bancontact', nonce: await bancontact() }), 422, {
      error_code: 'MustBePositiveField',
    });
  });

  it('RequestAlreadyReceived and ShipmentAlreadyPayed', async () => {
    const reference = await createReadyShipment(app, seller);
    const payload = orderPayload([reference], { method: 'bancontact', nonce: await bancontact() });
    expect((await placeOrder(app, seller, payload)).statusCode).toBe(201);
    await expectCode(payload, 409, { error_code: 'RequestAlreadyReceived' });
    await expectCode({ ...payload, idempotencyKey: randomUUID() }, 409, {
      error_code: 'ShipmentAlreadyPayed',
      reference,
    });
  });

  it("answers 404 for another client's shipment", async () => {
    const reference = await createReadyShipment(app, seller);
    const other = await signUp(app);
    await saveBilling(app, other);
    const response = await placeOrder(
      app,
      other,
      orderPayload([reference], { method: 'bancontact', nonce: 'n' }),
    );
    expect(response.statusCode).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, signUp } from '../helpers/clients.ts';
import { CARDS, chargesOf, simpleNonce } from '../payments/payment-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';
import {
  cardNonceFor,
  orderPayload,
  payPalNonceFor,
  placeOrder,
  saveBilling,
  stateOf,
} from './order-helpers.ts';

describe('orders: buying shipments', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const call = api(app, seller);
  const priceOf = async (reference: string) =>
    (await call.post('/shipments/price', { references: [reference] })).json().shipmentsPriceDetails[0].price
      .totalPrice as number;

  it('buys a shipment by card after 3-D Secure: charged the server price once, labels made by the job', async () => {
    const reference = await createReadyShipment(app, seller);
    const price = await priceOf(reference);
    const response = await placeOrder(
      app,
      seller,
      orderPayload([reference], {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, [reference]),
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ totalAmount: price, shipments: [{ reference, status: true }] });
    expect(await stateOf(app, seller, reference)).toBe('PURCHASE_SUCCESS');
    const charges = await chargesOf(app, seller.clientId);
    expect(charges.at(-1)).toMatchObject({ amount: price, status: 'SUCCEEDED' });
    await drainJobs(app);
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PRINT');
    const summary = (await call.get(`/orders/${body.orderReference}`)).json();
    expect(summary).toMatchObject({
      status: 'PAID',
      totalAmount: price,
      shipments: [{ shipmentReference: reference, status: 'READY_TO_PRINT' }],
    });
    await expectNotFoundForOtherClient(app, { method: 'GET', url: `/api/v1/orders/${body.orderReference}` });
  });

  it('ignores prices tampered in the request and charges what the server prices', async () => {
    const reference = await createReadyShipment(app, seller);
    const price = await priceOf(reference);
    const before = (await chargesOf(app, seller.clientId)).length;
    const payload = {
      ...orderPayload([reference], {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, [reference]),
        amount: 1,
      }),
      totalAmount: 1,
      price: { totalPrice: 1 },
      shipmentsPriceDetails: [{ reference, price: { totalPrice: 1 } }],
    };
    const response = await placeOrder(app, seller, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().totalAmount).toBe(price);
    const charges = await chargesOf(app, seller.clientId);
    expect(charges).toHaveLength(before + 1);
    expect(charges.at(-1)!.amount).toBe(price);
  });

  it('answers the same order sent again after a timeout with RequestAlreadyReceived and charges once', async () => {
    const reference = await createReadyShipment(app, seller);
    const payload = orderPayload([reference], {
      method: 'creditcard3dsecure',
      nonce: await cardNonceFor(app, seller, [reference]),
    });
    const before = (await chargesOf(app, seller.clientId)).length;
    const first = await placeOrder(app, seller, payload);
    const again = await placeOrder(app, seller, payload);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0]).toMatchObject({
      error_code: 'RequestAlreadyReceived',
      orderReference: first.json().orderReference,
    });
    expect(await chargesOf(app, seller.clientId)).toHaveLength(before + 1);
    // A new attempt (new key) for a shipment already bought is ShipmentAlreadyPayed.
    const other = await placeOrder(app, seller, { ...payload, idempotencyKey: randomUUID() });
    expect(other.statusCode).toBe(409);
    expect(other.json().messages[0]).toMatchObject({ error_code: 'ShipmentAlreadyPayed', reference });
  });

  it('20 parallel identical requests: one charge, one order, one label job per shipment', async () => {
    const references = [await createReadyShipment(app, seller), await createReadyShipment(app, seller)];
    const payload = orderPayload(references, {
      method: 'creditcard3dsecure',
      nonce: await cardNonceFor(app, seller, references),
    });
    const before = (await chargesOf(app, seller.clientId)).length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => placeOrder(app, seller, payload)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().messages[0].error_code).toBe('RequestAlreadyReceived');
    expect(await chargesOf(app, seller.clientId)).toHaveLength(before + 1);
    const orders = await app.database.query(
      'SELECT id FROM orders WHERE client_id = $1 AND idempotency_key = $2',
      [seller.clientId, payload.idempotencyKey],
    );
    expect(orders).toHaveLength(1);
    const jobs = await app.database.query<{ count: string }>(
      "SELECT count(*)::text AS count FROM pgboss.job WHERE name = 'shipment.label.generate' AND data->'payload'->>'shipmentId' IN (SELECT id::text FROM shipments WHERE reference = ANY($1))",
      [references],
    );
    expect(Number(jobs[0]!.count)).toBe(2);
    await drainJobs(app);
    for (const reference of references) expect(await stateOf(app, seller, reference)).toBe('READY_TO_PRINT');
  });

  it('20 parallel requests with different keys for the same shipment: one buys it, the others are refused', async () => {
    const reference = await createReadyShipment(app, seller);
    const nonces = await Promise.all(
      Array.from({ length: 20 }, () => cardNonceFor(app, seller, [reference])),
    );
    const before = (await chargesOf(app, seller.clientId)).length;
    const responses = await Promise.all(
      nonces.map((nonce) =>
        placeOrder(app, seller, orderPayload([reference], { method: 'creditcard3dsecure', nonce })),
      ),
    );
    expect(responses).toHaveLength(20);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(19);
    for (const response of refused)
      expect(['ShipmentAlreadyPayed', 'RequestAlreadyReceived']).toContain(
        response.json().messages[0].error_code,
      );
    expect(await chargesOf(app, seller.clientId)).toHaveLength(before + 1);
  });

  it('leaves the shipment payable after a declined card, then buys it with another card', async () => {
    const reference = await createReadyShipment(app, seller);
    const declined = await placeOrder(
      app,
      seller,
      orderPayload([reference], {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, [reference], CARDS.declined),
      }),
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json().messages[0]).toMatchObject({
      error_code: 'PaymentDenied',
      message: 'payment.error.denied',
    });
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PURCHASE');
    const paid = await placeOrder(
      app,
      seller,
      orderPayload([reference], {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, [reference]),
      }),
    );
    expect(paid.statusCode).toBe(201);
    expect(await stateOf(app, seller, reference)).toBe('PURCHASE_SUCCESS');
  });

  it('refuses a card nonce whose 3-D Secure challenge was not passed', async () => {
    const reference = await createReadyShipment(app, seller);
    const tokenized = await call.post('/payments/sandbox/tokenize', {
      method: 'creditcard3dsecure',
      card: { number: CARDS.success, expiry: '12/39', cvv: '123' },
    });
    const response = await placeOrder(
      app,
      seller,
      orderPayload([reference], { method: 'creditcard3dsecure', nonce: tokenized.json().nonce }),
    );
    expect(response.statusCode).toBe(402);
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PURCHASE');
  });

  it('answers Default when the processor is unavailable', async () => {
    const reference = await createReadyShipment(app, seller);
    const response = await placeOrder(
      app,
      seller,
      orderPayload([reference], {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, [reference], CARDS.unavailable),
      }),
    );
    expect(response.statusCode).toBe(502);
    expect(response.json().messages[0].error_code).toBe('Default');
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PURCHASE');
  });

  it('pays by PayPal after the approval round trip, and by Bancontact', async () => {
    const a = await createReadyShipment(app, seller);
    const byPayPal = await placeOrder(
      app,
      seller,
      orderPayload([a], { method: 'paypal', nonce: await payPalNonceFor(app, seller, [a]) }),
    );
    expect(byPayPal.statusCode, byPayPal.body).toBe(201);
    const b = await createReadyShipment(app, seller);
    const byBancontact = await placeOrder(
      app,
      seller,
      orderPayload([b], { method: 'bancontact', nonce: await simpleNonce(app, seller, 'bancontact') }),
    );
    expect(byBancontact.statusCode).toBe(201);
  });

  it('pays with a stored payment method and marks it last used', async () => {
    const nonce = await simpleNonce(app, seller, 'directdebit', { iban: 'DE89370400440532013000' });
    const { id } = (
      await call.post('/payment-methods', { type: 'DIRECT', method: 'directdebit', nonce })
    ).json();
    const reference = await createReadyShipment(app, seller);
    const response = await placeOrder(
      app,
      seller,
      orderPayload([reference], { method: 'directdebit', paymentMethodId: id }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect((await call.get(`/payment-methods/${id}`)).json().isLastUsed).toBe(true);
    const wrong = await placeOrder(
      app,
      seller,
      orderPayload([await createReadyShipment(app, seller)], { method: 'paypal', paymentMethodId: id }),
    );
    expect(wrong.json().messages[0]).toMatchObject({
      error_code: 'ValueNotAllowedField',
      field: 'payment.paymentMethodId',
    });
  });

  it('makes an order free with a 100 % voucher and the free method, and refuses free otherwise', async () => {
    const reference = await createReadyShipment(app, seller);
    const notFree = await placeOrder(app, seller, orderPayload([reference], { method: 'free' }));
    expect(notFree.statusCode).toBe(422);
    expect(notFree.json().messages[0]).toMatchObject({
      error_code: 'ValueNotAllowedField',
      field: 'payment.method',
    });
    await call.put(`/shipments/${reference}/products`, { voucher: 'FREESHIP' });
    const byCard = await placeOrder(
      app,
      seller,
      orderPayload([reference], {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, [reference]),
      }),
    );
    expect(byCard.json().messages[0]).toMatchObject({
      error_code: 'MustBePositiveField',
      field: 'totalAmount',
    });
    const before = (await chargesOf(app, seller.clientId)).length;
    const free = await placeOrder(app, seller, orderPayload([reference], { method: 'free' }));
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json().totalAmount).toBe(0);
    expect(await chargesOf(app, seller.clientId)).toHaveLength(before);
    expect(await stateOf(app, seller, reference)).toBe('PURCHASE_SUCCESS');
  });

  it('pays deferred only when eligible', async () => {
    const reference = await createReadyShipment(app, seller);
    const refused = await placeOrder(
      app,
      seller,
      orderPayload([reference], { method: 'deferred', type: 'DEFERRED' }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].error_code).toBe('ClientNotAuthorized');
    await app.database.query('UPDATE clients SET allow_deferred = true WHERE id = $1', [seller.clientId]);
    const accepted = await placeOrder(
      app,
      seller,
      orderPayload([reference], { method: 'deferred', type: 'DEFERRED' }),
    );
    expect(accepted.statusCode).toBe(201);
    await app.database.query('UPDATE clients SET allow_deferred = false WHERE id = $1', [seller.clientId]);
  });

  it('reports partial failures per shipment and buys the rest', async () => {
    const paid = await createReadyShipment(app, seller);
    await placeOrder(
      app,
      seller,
      orderPayload([paid], { method: 'bancontact', nonce: await simpleNonce(app, seller, 'bancontact') }),
    );
    const fresh = await createReadyShipment(app, seller);
    const response = await placeOrder(
      app,
      seller,
      orderPayload([paid, fresh], {
        method: 'bancontact',
        nonce: await simpleNonce(app, seller, 'bancontact'),
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.shipments).toEqual([
      { reference: fresh, status: true },
      {
        reference: paid,
        status: false,
        error_code: 'ShipmentAlreadyPayed',
        message: 'payment.error.shipment-already-paid',
      },
    ]);
    expect(body.totalAmount).toBe(await priceOf(fresh));
    const summary = (await call.get(`/orders/${body.orderReference}`)).json();
    expect(summary.shipments.map((s: { status: string }) => s.status)).toEqual([
      'PURCHASE_SUCCESS',
      'PAYMENT_FAILED',
    ]);
  });
});

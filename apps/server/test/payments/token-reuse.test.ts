import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configuredProviders } from '../../src/providers/configured-providers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { orderPayload, orderTotal, placeOrder, saveBilling, stateOf } from '../orders/order-helpers.ts';
import { createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { cardNonce, chargesOf, payPalNonce } from './payment-helpers.ts';

/**
 * A payment token is what a payer approved: one charge, of the approved amount and currency. These
 * run against the sandbox gateway through the API, in parallel, on each database the suite uses.
 */
describe('payment tokens are single use and bound to their amount', async () => {
  const { gateway: paymentGateway } = configuredProviders();
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);

  it('charges one 3-D Secure token once when 20 orders race with it', async () => {
    const references = await Promise.all(Array.from({ length: 20 }, () => createReadyShipment(app, seller)));
    const price = await orderTotal(app, seller, [references[0]!]);
    const nonce = await cardNonce(app, seller, { amount: price });
    const before = (await chargesOf(app, seller.clientId)).length;

    const responses = await Promise.all(
      references.map((reference) =>
        placeOrder(app, seller, orderPayload([reference], { method: 'creditcard3dsecure', nonce })),
      ),
    );

    const paid = responses.filter((response) => response.statusCode === 201);
    expect(paid, responses.map((r) => r.body).join('\n')).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 201)) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().messages[0]).toMatchObject({
        error_code: 'InvalidPayload',
        message: 'payment.error.nonce-invalid',
        field: 'payment.nonce',
      });
    }
    const charges = (await chargesOf(app, seller.clientId)).slice(before);
    expect(charges).toEqual([expect.objectContaining({ amount: price, status: 'SUCCEEDED' })]);
    const states = await Promise.all(references.map((reference) => stateOf(app, seller, reference)));
    expect(states.filter((state) => state === 'PURCHASE_SUCCESS')).toHaveLength(1);
    expect(states.filter((state) => state === 'READY_TO_PURCHASE')).toHaveLength(19);
  });

  it('refuses a card token approved for one cent on an order of another amount, and charges nothing', async () => {
    const reference = await createReadyShipment(app, seller);
    const before = (await chargesOf(app, seller.clientId)).length;
    const nonce = await cardNonce(app, seller, { amount: 1 });
    const response = await placeOrder(
      app,
      seller,
      orderPayload([reference], { method: 'creditcard3dsecure', nonce }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().messages[0]).toMatchObject({
      error_code: 'InvalidPayload',
      message: 'payment.error.amount-mismatch',
      field: 'payment.nonce',
    });
    expect(await chargesOf(app, seller.clientId)).toHaveLength(before);
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PURCHASE');

    // Approved again for what the order costs, the payment goes through.
    const approved = await cardNonce(app, seller, { amount: await orderTotal(app, seller, [reference]) });
    const paid = await placeOrder(
      app,
      seller,
      orderPayload([reference], { method: 'creditcard3dsecure', nonce: approved }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('refuses a PayPal approval for one amount on an order of another', async () => {
    const reference = await createReadyShipment(app, seller);
    const before = (await chargesOf(app, seller.clientId)).length;
    const nonce = await payPalNonce(app, seller, { amount: 1 });
    const response = await placeOrder(app, seller, orderPayload([reference], { method: 'paypal', nonce }));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().messages[0]).toMatchObject({ message: 'payment.error.amount-mismatch' });
    expect(await chargesOf(app, seller.clientId)).toHaveLength(before);
  });

  it('refuses a charge in another currency than the approved one, and a nonce charged a second time', async () => {
    const db = app.database.db;
    const nonce = await cardNonce(app, seller, { amount: 2500 });
    const charge = (currency: string, idempotencyKey = randomUUID()) =>
      paymentGateway.charge(db, {
        clientId: seller.clientId,
        source: { nonce },
        amount: 2500,
        currency: currency as 'EUR',
        idempotencyKey,
      });
    expect(await charge('USD')).toMatchObject({ ok: false, reason: 'payment.error.amount-mismatch' });
    const key = randomUUID();
    expect(await charge('EUR', key)).toMatchObject({ ok: true, amount: 2500, isReplay: false });
    // The same charge retried with its key answers the first result; any other charge is refused.
    expect(await charge('EUR', key)).toMatchObject({ ok: true, isReplay: true });
    expect(await charge('EUR')).toMatchObject({ ok: false, reason: 'payment.error.nonce-invalid' });
  });

  it('takes less than the payer approved but never more', async () => {
    const db = app.database.db;
    const charge = (nonce: string, amount: number) =>
      paymentGateway.charge(db, {
        clientId: seller.clientId,
        source: { nonce },
        amount,
        currency: 'EUR',
        idempotencyKey: randomUUID(),
      });
    const overApproved = await cardNonce(app, seller, { amount: 2500 });
    expect(await charge(overApproved, 2501)).toMatchObject({
      ok: false,
      reason: 'payment.error.amount-mismatch',
    });
    const underApproved = await cardNonce(app, seller, { amount: 2500 });
    expect(await charge(underApproved, 1800)).toMatchObject({ ok: true, amount: 1800, isReplay: false });
  });
});

import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, signUp } from '../helpers/clients.ts';
import { CARDS, cardNonce, payPalNonce, simpleNonce, verifiedCardNonce } from './payment-helpers.ts';

describe('payment methods and the sandbox gateway', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const get = (url: string, account = seller) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: account.headers });
  const post = (url: string, payload: object, account = seller) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: account.headers, payload });

  it('gives the browser a client token', async () => {
    const response = await get('/payments/client-token');
    expect(response.statusCode).toBe(200);
    expect(response.json().clientToken).toEqual(expect.any(String));
  });

  it('registers a card after its 3-D Secure challenge, lists it and gets it by id, with an upsert event', async () => {
    const nonce = await cardNonce(app, seller);
    const created = await post('/payment-methods', { type: 'DIRECT', method: 'creditcard3dsecure', nonce });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const list = (await get('/payment-methods')).json();
    expect(list).toEqual([
      expect.objectContaining({
        id,
        method: 'creditcard3dsecure',
        cardLastFour: '1111',
        cardType: 'Visa',
        cardExpiration: '12/39',
        isLastUsed: true,
      }),
    ]);
    expect((await get(`/payment-methods/${id}`)).json().id).toBe(id);
    const [event] = await app.database.query<{ payload: { id: string } }>(
      "SELECT payload FROM outbox_events WHERE client_id = $1 AND type = 'payment-method.upsert'",
      [seller.clientId],
    );
    expect(event?.payload).toEqual({ id });
    await expectNotFoundForOtherClient(app, { method: 'GET', url: `/api/v1/payment-methods/${id}` });
  });

  it('refuses a card whose challenge was not passed, and a wrong challenge code', async () => {
    const tokenized = await post('/payments/sandbox/tokenize', {
      method: 'creditcard3dsecure',
      card: { number: CARDS.success, expiry: '12/39', cvv: '123' },
    });
    const unverified = await post('/payment-methods', {
      type: 'DIRECT',
      method: 'creditcard3dsecure',
      nonce: tokenized.json().nonce,
    });
    expect(unverified.statusCode).toBe(402);
    expect(unverified.json().messages[0].error_code).toBe('PaymentDenied');
    const wrongCode = await verifiedCardNonce(app, seller, { code: '0000' });
    expect(wrongCode.completed.statusCode).toBe(402);
    // The bank's check failed, not the card: the seller is told so, and may try again.
    expect(wrongCode.completed.json().messages[0]).toMatchObject({
      error_code: 'PaymentDenied',
      message: 'payment.error.three-d-secure',
      reason: 'three_d_secure_failed',
    });
    const failing = await verifiedCardNonce(app, seller, { number: CARDS.challengeFails });
    expect(failing.completed.statusCode).toBe(402);
  });

  it.each([
    [
      'a number failing the check digit',
      { number: '4111 1111 1111 1112' },
      422,
      'card.number',
      'payment.error.card-number',
    ],
    ['a number too short', { number: '4111 1111' }, 400, 'card.number', 'payment.error.card-number'],
    ['an expiry in the past', { expiry: '01/20' }, 422, 'card.expiry', 'payment.error.card-expired'],
    ['an expiry that is no month', { expiry: '13/39' }, 400, 'card.expiry', 'payment.error.card-expiry'],
    ['a 2-digit security code', { cvv: '12' }, 400, 'card.cvv', 'payment.error.card-cvv'],
    ['a 4-digit security code on a Visa', { cvv: '1234' }, 422, 'card.cvv', 'payment.error.card-cvv'],
  ])('refuses a card with %s, naming the field', async (_name, typo, status, field, message) => {
    const card = { number: CARDS.success, expiry: '12/39', cvv: '123', ...typo };
    const response = await post('/payments/sandbox/tokenize', { method: 'creditcard3dsecure', card });
    expect(response.statusCode).toBe(status);
    expect(response.json().messages[0]).toMatchObject({ field, message });
  });

  it('completes the PayPal approval round trip and stores the account', async () => {
    const nonce = await payPalNonce(app, seller, { email: 'shop@example.test' });
    const created = await post('/payment-methods', { type: 'DIRECT', method: 'paypal', nonce });
    expect(created.statusCode).toBe(201);
    expect((await get(`/payment-methods/${created.json().id}`)).json().paypalAccountEmail).toBe(
      'shop@example.test',
    );
  });

  it('sends the browser back with paypal=cancelled when the buyer cancels', async () => {
    const started = await post('/payments/paypal', {
      amount: 500,
      returnPath: '/private/shipments/X/create/payment',
    });
    const page = await app.inject({ method: 'GET', url: started.json().approveUrl });
    expect(page.body).toContain('Approve');
    const cancel = await app.inject({ method: 'GET', url: `${started.json().approveUrl}?decision=cancel` });
    expect(cancel.headers.location).toBe('/private/shipments/X/create/payment?paypal=cancelled');
  });

  it.each([
    '/\\evil.example',
    '//evil.example/private/shipments/all',
    '/\t/evil.example',
    'https://evil.example/private/shipments/all',
    '/api/v1/health',
  ])(
    'refuses to send the browser back from PayPal to %j, which is not a page of the app',
    async (returnPath) => {
      const started = await post('/payments/paypal', { amount: 500, returnPath });
      expect(started.statusCode).toBe(400);
      expect(started.json().messages).toContainEqual(
        expect.objectContaining({ field: 'returnPath', message: 'form.error.invalid-format' }),
      );
    },
  );

  it('prefers Bancontact when it was the last method used; no deferred payment without eligibility', async () => {
    const account = await signUp(app);
    const nonce = await simpleNonce(app, account, 'bancontact');
    await post('/payment-methods', { type: 'DIRECT', method: 'bancontact', nonce }, account);
    const available = (await get('/payment-methods/available', account)).json();
    expect(available.preferred).toBe('bancontact');
    expect(available.isDeferredEligible).toBe(false);
    expect(available.methods.map((m: { method: string }) => m.method)).not.toContain('deferred');
    const deferred = await post(
      '/payment-methods',
      { type: 'DEFERRED', method: 'deferred', nonce: await simpleNonce(app, account, 'deferred') },
      account,
    );
    expect(deferred.statusCode).toBe(403);
    expect(deferred.json().messages[0].error_code).toBe('ClientNotAuthorized');
  });

  it('offers deferred payment to a client allowed to defer', async () => {
    const account = await signUp(app, { accountType: 'business' });
    await app.database.query('UPDATE clients SET allow_deferred = true WHERE id = $1', [account.clientId]);
    expect((await get('/payment-methods/available', account)).json().isDeferredEligible).toBe(true);
    // DEFERRED is a payment type; its method is the instrument behind it (ADR 0018).
    const nonce = await cardNonce(app, account);
    const created = await post(
      '/payment-methods',
      { type: 'DEFERRED', method: 'creditcard3dsecure', nonce },
      account,
    );
    expect(created.statusCode, created.body).toBe(201);
  });

  it('registers direct debit from a valid IBAN and refuses a bad one', async () => {
    const nonce = await simpleNonce(app, seller, 'directdebit', { iban: 'DE89 3704 0044 0532 0130 00' });
    const created = await post('/payment-methods', { type: 'DIRECT', method: 'directdebit', nonce });
    expect((await get(`/payment-methods/${created.json().id}`)).json().ibanLastFour).toBe('3000');
    const bad = await post('/payments/sandbox/tokenize', {
      method: 'directdebit',
      iban: 'DE89 3704 0044 0532 0130 01',
    });
    expect(bad.statusCode).toBe(422);
  });

  it("refuses another client's nonce and a missing nonce", async () => {
    const nonce = await simpleNonce(app, seller, 'bancontact');
    const other = await signUp(app);
    const stolen = await post('/payment-methods', { type: 'DIRECT', method: 'bancontact', nonce }, other);
    expect(stolen.statusCode).toBe(422);
    const missing = await post('/payment-methods', { type: 'DIRECT', method: 'bancontact' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages[0]).toMatchObject({ error_code: 'RequiredField', field: 'nonce' });
  });
});

import { describe, expect, it } from 'vitest';
import { pdfText } from '../../src/providers/carriers/labels/testing/pdf-inspection.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, type SignedUp, signUp } from '../helpers/clients.ts';
import { orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { CARDS, cardNonce, chargesOf, payPalNonce } from './payment-helpers.ts';

describe('the payment tab: deferred payment instrument and direct debit', async () => {
  const app = await buildTestApp();
  const get = (url: string, account: SignedUp) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: account.headers });
  const post = (url: string, payload: object, account: SignedUp) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: account.headers, payload });
  const saveDeferred = (account: SignedUp, method: string, nonce: string) =>
    post('/payment-methods', { type: 'DEFERRED', method, nonce }, account);
  /** A business allowed to defer, with invoicing details in Spain. */
  const deferringSeller = async () => {
    const account = await signUp(app, { accountType: 'business' });
    const allowed = await app.inject({
      method: 'PUT',
      url: '/api/v1/client/deferred-payment',
      headers: account.headers,
      payload: { allowDeferred: true },
    });
    expect(allowed.json()).toMatchObject({ allowDeferred: true, deferredPaymentBlocked: false });
    await saveBilling(app, account);
    return account;
  };
  const refundedCharges = async (clientId: string) =>
    app.database.query<{ amount: number; refunded_at: Date | null }>(
      'SELECT amount, refunded_at FROM sandbox_payment_charges WHERE client_id = $1',
      [clientId],
    );

  it('sets a 3-D Secure card behind DEFERRED with one refunded 0.01 charge, however often the save is sent, and backs deferred orders with it', async () => {
    const seller = await deferringSeller();
    expect((await get('/billing/deferred-payment', seller)).json()).toEqual({
      isTabVisible: true,
      instrument: null,
      isDirectDebitVisible: true,
      verification: { amount: 1, currency: 'EUR' },
    });
    const nonce = await cardNonce(app, seller);
    const doubled = await Promise.all([
      saveDeferred(seller, 'creditcard3dsecure', nonce),
      saveDeferred(seller, 'creditcard3dsecure', nonce),
    ]);
    expect(doubled.map((r) => r.statusCode).sort()).toContainEqual(201);
    const retried = await saveDeferred(seller, 'creditcard3dsecure', nonce);
    expect(retried.statusCode, retried.body).toBe(201);
    const { id } = retried.json();
    for (const response of doubled.filter((r) => r.statusCode === 201)) expect(response.json().id).toBe(id);
    const charges = await refundedCharges(seller.clientId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount: 1, refunded_at: expect.any(Date) });
    expect((await get('/billing/deferred-payment', seller)).json().instrument).toMatchObject({
      id,
      method: 'creditcard3dsecure',
      cardType: 'Visa',
      cardLastFour: '1111',
    });
    // The instrument backs deferred payment; it is not offered for paying directly.
    expect((await get('/payment-methods', seller)).json()).toEqual([]);

    const reference = await createReadyShipment(app, seller);
    const ordered = await placeOrder(
      app,
      seller,
      orderPayload([reference], { method: 'deferred', type: 'DEFERRED' }),
    );
    expect(ordered.statusCode, ordered.body).toBe(201);
    const [order] = await app.database.query<{ payment_method_id: string; payment_source: unknown }>(
      'SELECT payment_method_id, payment_source FROM orders WHERE client_id = $1',
      [seller.clientId],
    );
    expect(order).toEqual({ payment_method_id: id, payment_source: null });
    expect(await chargesOf(app, seller.clientId)).toHaveLength(1);
  });

  it('sets PayPal in place of the card, and refuses a declined card and a method other than card or PayPal', async () => {
    const seller = await deferringSeller();
    await saveDeferred(seller, 'creditcard3dsecure', await cardNonce(app, seller));
    const paypal = await saveDeferred(seller, 'paypal', await payPalNonce(app, seller));
    expect(paypal.statusCode, paypal.body).toBe(201);
    expect((await get('/billing/deferred-payment', seller)).json().instrument).toMatchObject({
      id: paypal.json().id,
      method: 'paypal',
      paypalAccountEmail: 'buyer@paypal.example',
    });
    const declined = await saveDeferred(
      seller,
      'creditcard3dsecure',
      await cardNonce(app, seller, { number: CARDS.declined }),
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json().messages[0]).toMatchObject({
      error_code: 'PaymentDenied',
      message: 'payment.error.denied',
    });
    expect((await get('/billing/deferred-payment', seller)).json().instrument.method).toBe('paypal');
    const bancontact = await saveDeferred(seller, 'bancontact', 'nonce_whatever');
    expect(bancontact.statusCode).toBe(422);
    expect(bancontact.json().messages[0]).toMatchObject({
      field: 'method',
      message: 'payment.error.deferred-method-not-allowed',
    });
  });

  it('hides the tab and refuses its calls for a client not allowed to defer, or blocked', async () => {
    const seller = await signUp(app, { accountType: 'business' });
    await saveBilling(app, seller);
    expect((await get('/billing/deferred-payment', seller)).json()).toMatchObject({
      isTabVisible: false,
      instrument: null,
      isDirectDebitVisible: false,
    });
    const refused = await saveDeferred(seller, 'creditcard3dsecure', await cardNonce(app, seller));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0]).toMatchObject({
      error_code: 'ClientNotAuthorized',
      message: 'payment.error.deferred-not-allowed',
    });
    await app.database.query(
      'UPDATE clients SET allow_deferred = true, deferred_payment_blocked = true WHERE id = $1',
      [seller.clientId],
    );
    const debit = await post(
      '/billing/direct-debit-requests',
      { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      seller,
    );
    expect(debit.statusCode).toBe(403);
    expect(debit.json().messages[0].message).toBe('payment.error.deferred-not-allowed');
    expect(await chargesOf(app, seller.clientId)).toHaveLength(0);
  });

  it('checks IBAN and BIC per field, then makes direct debit the method and draws the mandate in the user language', async () => {
    const seller = await deferringSeller();
    const bad = await post(
      '/billing/direct-debit-requests',
      { iban: 'DE89 3704 0044 0532 0130 01', bic: 'CO1' },
      seller,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual([
      expect.objectContaining({ field: 'iban', message: 'settings.payment-direct-debit.error.iban-invalid' }),
      expect.objectContaining({ field: 'bic', message: 'settings.payment-direct-debit.error.bic-invalid' }),
    ]);
    const requested = await post(
      '/billing/direct-debit-requests',
      { iban: 'de89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
      seller,
    );
    expect(requested.statusCode, requested.body).toBe(201);
    const { reference, documentUrl } = requested.json();
    const summary = (await get('/billing/deferred-payment', seller)).json();
    expect(summary.instrument).toMatchObject({ method: 'directdebit', ibanLastFour: '3000' });
    expect(summary.isDirectDebitVisible).toBe(false);

    const english = await app.inject({ method: 'GET', url: documentUrl, headers: seller.headers });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    const text = pdfText(new Uint8Array(english.rawPayload)).replace(/\s+/g, ' ');
    for (const part of [
      'SEPA Direct Debit Mandate',
      reference,
      'Shipdeck Ltd',
      'Ana Books SL',
      'DE89 3704 0044 0532 0130 00',
      'COBADEFFXXX',
      'Calle Mayor 1',
    ])
      expect(text).toContain(part);
    const language = await app.inject({
      method: 'PUT',
      url: '/api/v1/user/language',
      headers: seller.headers,
      payload: { language: 'de' },
    });
    expect(language.statusCode, language.body).toBeLessThan(300);
    const german = await app.inject({ method: 'GET', url: documentUrl, headers: seller.headers });
    expect(pdfText(new Uint8Array(german.rawPayload))).toContain('SEPA-Lastschriftmandat');
    await expectNotFoundForOtherClient(app, { method: 'GET', url: documentUrl });
    const again = await post(
      '/billing/direct-debit-requests',
      { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      seller,
    );
    expect(again.statusCode).toBe(403);
  });
});

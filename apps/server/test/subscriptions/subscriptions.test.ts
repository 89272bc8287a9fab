import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, signUp } from '../helpers/clients.ts';
import { saveBilling } from '../orders/order-helpers.ts';
import { chargesOf } from '../payments/payment-helpers.ts';
import {
  readyToSubscribe,
  storeMethod,
  subscriptionApi,
  subscriptionChargesOf,
} from './subscription-helpers.ts';

describe('plans and subscriptions', async () => {
  const app = await buildTestApp();

  it('lists Free and Plus (shown as silver, ramp pricing)', async () => {
    const plans = (await subscriptionApi(app, await signUp(app)).call('GET', '/subscriptions/plans')).json();
    expect(plans.map((plan: { code: string; name: string }) => [plan.code, plan.name])).toEqual([
      ['FREE', 'free'],
      ['PLUS', 'silver'],
    ]);
    expect(plans[0]).toMatchObject({ pricingType: 'fixed', unitAmount: 0, currency: 'EUR' });
    expect(plans[1]).toMatchObject({ pricingType: 'ramp', unitAmount: 990 });
  });

  it("prices a plan with the VAT of the invoicing country, else the account's", async () => {
    const seller = await signUp(app);
    const api = subscriptionApi(app, seller);
    // Registered sellers of the main tenant are British until their invoicing details say otherwise.
    const before = (await api.call('GET', '/subscriptions/plans/PLUS/price')).json();
    expect(before).toEqual({
      planCode: 'PLUS',
      subtotal: 990,
      taxes: { rate: 20, total: 198 },
      total: 1188,
      currency: 'EUR',
    });
    await saveBilling(app, seller);
    const spanish = (await api.call('GET', '/subscriptions/plans/PLUS/price')).json();
    expect(spanish).toMatchObject({ subtotal: 990, taxes: { rate: 21, total: 208 }, total: 1198 });
    expect((await api.call('GET', '/subscriptions/plans/FREE/price')).json()).toMatchObject({ total: 0 });
    expect((await api.call('GET', '/subscriptions/plans/GOLD/price')).statusCode).toBe(404);
  });

  it('has no subscription before subscribing', async () => {
    expect(await subscriptionApi(app, await signUp(app)).current()).toBeNull();
  });

  it('subscribes with a stored card: charges the first month with VAT once and runs a month', async () => {
    const seller = await signUp(app);
    const api = subscriptionApi(app, seller);
    const methodId = await readyToSubscribe(app, seller);
    const created = await api.create(methodId);
    expect(created.statusCode, created.body).toBe(201);
    const subscription = created.json();
    expect(subscription).toMatchObject({
      state: 'active',
      plan: { name: 'silver', code: 'PLUS' },
      currentBillingAmount: 1198,
      currentBillingCurrency: 'EUR',
      nextBillingAmount: 1198,
      paymentMethod: 'CREDITCARD',
      paymentMethodId: methodId,
      retentionDiscount: { active: false },
    });
    const days = (Date.parse(subscription.currentPeriodEndsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(await api.current()).toEqual(subscription);
    const charges = (await chargesOf(app, seller.clientId)).filter((charge) => charge.amount === 1198);
    expect(charges).toEqual([expect.objectContaining({ status: 'SUCCEEDED' })]);
  });

  it('a doubled create (sent twice at once, then again) charges once and answers one subscription', async () => {
    const seller = await signUp(app);
    const api = subscriptionApi(app, seller);
    const methodId = await readyToSubscribe(app, seller);
    const [first, second] = await Promise.all([api.create(methodId), api.create(methodId)]);
    const third = await api.create(methodId);
    const ids = [first, second, third].map((response) => response.json().id);
    expect(new Set(ids).size).toBe(1);
    expect((await chargesOf(app, seller.clientId)).filter((charge) => charge.amount === 1198)).toHaveLength(
      1,
    );
    expect(await subscriptionChargesOf(app, seller.clientId)).toEqual([
      expect.objectContaining({ period: 1, status: 'SUCCEEDED', total: 1198 }),
    ]);
  });

  it('a create retried after the process died between charging and activating charges no second time', async () => {
    const seller = await signUp(app);
    const api = subscriptionApi(app, seller);
    const methodId = await readyToSubscribe(app, seller);
    await api.create(methodId);
    // As if the process had stopped right after the gateway's charge: still pending.
    await app.database.query(
      "UPDATE subscriptions SET state = 'pending', current_period_end = NULL WHERE client_id = $1",
      [seller.clientId],
    );
    const retried = await api.create(methodId);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json().state).toBe('active');
    expect((await chargesOf(app, seller.clientId)).filter((charge) => charge.amount === 1198)).toHaveLength(
      1,
    );
  });

  it('subscribes with PayPal', async () => {
    const seller = await signUp(app);
    await saveBilling(app, seller);
    const methodId = await storeMethod(app, seller, 'paypal');
    const created = await subscriptionApi(app, seller).create(methodId);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().paymentMethod).toBe('paypal');
  });

  it('a refused first charge leaves no subscription, and another card then works', async () => {
    const seller = await signUp(app);
    const api = subscriptionApi(app, seller);
    await saveBilling(app, seller);
    const declined = await api.create(await storeMethod(app, seller, 'declined-card'));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().messages[0]).toMatchObject({ error_code: 'PaymentDenied' });
    expect(await api.current()).toBeNull();
    const retried = await api.create(await storeMethod(app, seller));
    expect(retried.statusCode, retried.body).toBe(201);
  });

  it.each([
    ['the free plan', { planCode: 'FREE' }, 422, 'planCode'],
    ['no payment method', { paymentMethodId: undefined }, 400, 'paymentMethodId'],
    ['an unknown plan', { planCode: 'GOLD' }, 400, 'planCode'],
  ])('refuses %s', async (_name, change, status, field) => {
    const seller = await signUp(app);
    const methodId = await readyToSubscribe(app, seller);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions',
      headers: seller.headers,
      payload: { paymentMethodId: methodId, planCode: 'PLUS', ...change },
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().messages[0].field).toBe(field);
  });

  it('asks for the invoicing details first (billing-info error)', async () => {
    const seller = await signUp(app);
    const response = await subscriptionApi(app, seller).create(await storeMethod(app, seller));
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toMatchObject({
      error_code: 'MissingTaxInformation',
      message: 'subscriptions.error.billing-info',
    });
  });

  it("answers 404 for another client's payment method and never charges it", async () => {
    const owner = await signUp(app);
    const methodId = await readyToSubscribe(app, owner);
    const other = await signUp(app);
    await saveBilling(app, other);
    const response = await subscriptionApi(app, other).create(methodId);
    expect(response.statusCode).toBe(404);
    expect(await subscriptionApi(app, other).current()).toBeNull();
    expect(await chargesOf(app, owner.clientId)).toHaveLength(0);
    expect(await chargesOf(app, other.clientId)).toHaveLength(0);
  });

  it('requires a verified phone where the one-time-code status is active', async () => {
    const seller = await signUp(app);
    const api = subscriptionApi(app, seller);
    const methodId = await readyToSubscribe(app, seller);
    await api.call('PUT', '/client/capabilities/oneTimeCode', { enabled: true });
    const refused = await api.create(methodId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0]).toMatchObject({
      error_code: 'ClientNotAuthorized',
      message: 'subscriptions.error.phone-not-verified',
    });
    await api.call('POST', '/phone-verification/send', { phone_number: '+34600000041' });
    await api.call('POST', '/phone-verification/verify', { phone_number: '+34600000041', otp_code: '12345' });
    expect((await api.create(methodId)).statusCode).toBe(201);
  });

  it('is not sold on a tenant without the subscription model', async () => {
    const belgian = await signUp(app, { tenant: 'be-carrier' });
    const methodId = await readyToSubscribe(app, belgian);
    const response = await subscriptionApi(app, belgian).create(methodId);
    expect(response.statusCode).toBe(403);
    expect(response.json().messages[0].message).toBe('subscriptions.error.not-offered');
  });

  it('changes the payment method; another client cannot', async () => {
    const seller = await signUp(app);
    const api = subscriptionApi(app, seller);
    await api.create(await readyToSubscribe(app, seller));
    const paypal = await storeMethod(app, seller, 'paypal');
    const edited = await api.call('PATCH', '/subscriptions/current', { paymentMethodId: paypal });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ paymentMethodId: paypal, paymentMethod: 'paypal' });

    const other = await signUp(app);
    const otherMethod = await storeMethod(app, other);
    const foreign = await api.call('PATCH', '/subscriptions/current', { paymentMethodId: otherMethod });
    expect(foreign.statusCode).toBe(404);
    // The other client has no subscription to change or cancel.
    await expectNotFoundForOtherClient(app, {
      method: 'PATCH',
      url: '/api/v1/subscriptions/current',
      payload: { paymentMethodId: paypal },
    });
    await expectNotFoundForOtherClient(app, {
      method: 'POST',
      url: '/api/v1/subscriptions/current/cancel',
      payload: { reason: 'OTHER' },
    });
    expect((await api.current()).state).toBe('active');
  });

  it('waives the management fee (SKIP_MANAGEMENT_FEE) exactly while the subscription runs', async () => {
    const seller = await signUp(app);
    const api = subscriptionApi(app, seller);
    const feeOf = async () => {
      const search = await api.call(
        'GET',
        '/services?from[country]=ES&from[zip]=28013&to[country]=FR&to[zip]=75001' +
          '&packages[0][weight]=2&packages[0][length]=30&packages[0][width]=20&packages[0][height]=10' +
          '&service_id=gls-euro-business',
      );
      return search.json().services[0].managementFee.basePrice as number;
    };
    expect(await feeOf()).toBe(49);
    await api.create(await readyToSubscribe(app, seller));
    expect(await feeOf()).toBe(0);
    await api.cancel('OTHER');
    expect(await feeOf()).toBe(0);
    await app.database.query("UPDATE subscriptions SET state = 'ended' WHERE client_id = $1", [
      seller.clientId,
    ]);
    expect(await feeOf()).toBe(49);
  });

  it('tells open pages at once that the subscription features changed (feature event)', async () => {
    const seller = await signUp(app);
    await subscriptionApi(app, seller).create(await readyToSubscribe(app, seller));
    const events = await app.database.query<{
      payload: { features: { featureName: string; source: string }[] };
    }>("SELECT payload FROM outbox_events WHERE client_id = $1 AND type = 'feature-behaviour.upsert'", [
      seller.clientId,
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload.features).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          featureName: 'SKIP_MANAGEMENT_FEE',
          source: 'subscription',
          enabled: true,
        }),
        expect.objectContaining({ featureName: 'VIP_SUPPORT', source: 'subscription', enabled: true }),
      ]),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import {
  readyToSubscribe,
  storeMethod,
  subscriptionApi,
  subscriptionChargesOf,
} from './subscription-helpers.ts';

const DAY_MS = 86_400_000;

describe('the renewal run as of a moment, and a refused renewal as the seller sees it', async () => {
  const app = await buildTestApp();
  const subscribed = async (): Promise<SignedUp> => {
    const seller = await signUp(app);
    const created = await subscriptionApi(app, seller).create(await readyToSubscribe(app, seller));
    expect(created.statusCode, created.body).toBe(201);
    return seller;
  };
  const renewAsOf = async (seller: SignedUp, asOf: Date) => {
    const response = await subscriptionApi(app, seller).call('POST', '/dev/subscription-renewals', {
      asOf: asOf.toISOString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().outcome as string;
  };
  const useDeclinedCard = async (seller: SignedUp) => {
    const response = await subscriptionApi(app, seller).call('PATCH', '/subscriptions/current', {
      paymentMethodId: await storeMethod(app, seller, 'declined-card'),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('does nothing before the period ends, and renews a month on once it has', async () => {
    const seller = await subscribed();
    const api = subscriptionApi(app, seller);
    const before = await api.current();
    const periodEnd = new Date(before.currentPeriodEndsAt);
    expect(await renewAsOf(seller, new Date(periodEnd.getTime() - DAY_MS))).toBe('skipped');
    expect(await renewAsOf(seller, new Date(periodEnd.getTime() + DAY_MS))).toBe('renewed');
    const after = await api.current();
    expect(after.renewalRetryAt).toBeNull();
    expect(Date.parse(after.currentPeriodEndsAt) - periodEnd.getTime()).toBeGreaterThanOrEqual(28 * DAY_MS);
    expect((await subscriptionChargesOf(app, seller.clientId)).map((charge) => charge.status)).toEqual([
      'SUCCEEDED',
      'SUCCEEDED',
    ]);
  });

  it('a refused renewal shows the moment it is charged again, and a paid retry clears it', async () => {
    const seller = await subscribed();
    const api = subscriptionApi(app, seller);
    await useDeclinedCard(seller);
    const asOf = new Date(Date.parse((await api.current()).currentPeriodEndsAt) + DAY_MS);
    expect(await renewAsOf(seller, asOf)).toBe('retry');
    const declined = await api.current();
    expect(declined).toMatchObject({
      state: 'active',
      renewalRetryAt: new Date(asOf.getTime() + DAY_MS).toISOString(),
    });

    await api.call('PATCH', '/subscriptions/current', { paymentMethodId: await storeMethod(app, seller) });
    expect(await renewAsOf(seller, new Date(asOf.getTime() + DAY_MS))).toBe('renewed');
    expect((await api.current()).renewalRetryAt).toBeNull();
  });

  it('answers none for a seller without a plan', async () => {
    expect(await renewAsOf(await signUp(app), new Date())).toBe('none');
  });
});

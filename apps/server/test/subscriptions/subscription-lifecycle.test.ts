import { describe, expect, it } from 'vitest';
import { renewSubscriptionsJob } from '../../src/modules/subscriptions/renew-subscriptions.job.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import {
  endPeriodNow,
  readyToSubscribe,
  storeMethod,
  subscriptionApi,
  subscriptionChargesOf,
} from './subscription-helpers.ts';

describe('subscription renewals, cancellation and retention', async () => {
  const app = await buildTestApp();
  const runRenewals = async () => {
    await app.jobs.enqueue(renewSubscriptionsJob, {});
    return drainJobs(app);
  };
  const subscribed = async (): Promise<SignedUp> => {
    const seller = await signUp(app);
    const created = await subscriptionApi(app, seller).create(await readyToSubscribe(app, seller));
    expect(created.statusCode, created.body).toBe(201);
    return seller;
  };
  const stateOf = async (seller: SignedUp) =>
    (
      await app.database.query<{ state: string; period: number; renewal_attempts: number }>(
        'SELECT state, period, renewal_attempts FROM subscriptions WHERE client_id = $1 ORDER BY created_at DESC LIMIT 1',
        [seller.clientId],
      )
    )[0];

  it('renews at the period end once, however often the job runs', async () => {
    const seller = await subscribed();
    const before = await subscriptionApi(app, seller).current();
    await endPeriodNow(app, seller.clientId);
    await runRenewals();
    await runRenewals();
    expect(await stateOf(seller)).toMatchObject({ state: 'active', period: 2 });
    expect(await subscriptionChargesOf(app, seller.clientId)).toEqual([
      expect.objectContaining({ period: 1, status: 'SUCCEEDED', total: 1198 }),
      expect.objectContaining({ period: 2, status: 'SUCCEEDED', total: 1198 }),
    ]);
    const after = await subscriptionApi(app, seller).current();
    expect(Date.parse(after.currentPeriodEndsAt)).toBeGreaterThan(
      Date.parse(before.currentPeriodEndsAt) - 60_000,
    );
  });

  it('a refused renewal is retried, then the subscription lapses and its features stop', async () => {
    const seller = await subscribed();
    const api = subscriptionApi(app, seller);
    const declined = await storeMethod(app, seller, 'declined-card');
    await api.call('PATCH', '/subscriptions/current', { paymentMethodId: declined });
    await endPeriodNow(app, seller.clientId);
    await runRenewals();
    expect(await stateOf(seller)).toMatchObject({ state: 'active', period: 1, renewal_attempts: 1 });
    // Not yet due again: a run now does nothing.
    await runRenewals();
    expect(await stateOf(seller)).toMatchObject({ renewal_attempts: 1 });
    await endPeriodNow(app, seller.clientId);
    await runRenewals();
    expect(await stateOf(seller)).toMatchObject({ state: 'active', renewal_attempts: 2 });
    await endPeriodNow(app, seller.clientId);
    await runRenewals();
    expect(await stateOf(seller)).toMatchObject({ state: 'ended' });
    expect(await api.current()).toBeNull();
    expect(
      (await subscriptionChargesOf(app, seller.clientId)).map((c) => [c.period, c.attempt, c.status]),
    ).toEqual([
      [1, 0, 'SUCCEEDED'],
      [2, 0, 'DECLINED'],
      [2, 1, 'DECLINED'],
      [2, 2, 'DECLINED'],
    ]);
    const events = await app.database.query<{ type: string }>(
      "SELECT type FROM outbox_events WHERE client_id = $1 AND type = 'feature-behaviour.upsert'",
      [seller.clientId],
    );
    // On when it started, off when it lapsed.
    expect(events).toHaveLength(2);
  });

  it('a failed renewal paid with a new method renews at the next run', async () => {
    const seller = await subscribed();
    const api = subscriptionApi(app, seller);
    await api.call('PATCH', '/subscriptions/current', {
      paymentMethodId: await storeMethod(app, seller, 'declined-card'),
    });
    await endPeriodNow(app, seller.clientId);
    await runRenewals();
    await api.call('PATCH', '/subscriptions/current', { paymentMethodId: await storeMethod(app, seller) });
    await runRenewals();
    expect(await stateOf(seller)).toMatchObject({ state: 'active', period: 2, renewal_attempts: 0 });
  });

  it('cancels to the period end with a reason: still running, no renewal, then ended', async () => {
    const seller = await subscribed();
    const api = subscriptionApi(app, seller);
    const canceled = await api.cancel('SEASONAL_SHIPPING', 'Back in spring');
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().state).toBe('canceled');
    expect((await api.cancel('OTHER')).json().state).toBe('canceled');
    const [row] = await app.database.query<{ cancel_reason: string; cancel_comment: string }>(
      'SELECT cancel_reason, cancel_comment FROM subscriptions WHERE client_id = $1',
      [seller.clientId],
    );
    expect(row).toEqual({ cancel_reason: 'SEASONAL_SHIPPING', cancel_comment: 'Back in spring' });
    expect((await api.current()).state).toBe('canceled');
    await endPeriodNow(app, seller.clientId);
    await runRenewals();
    expect(await api.current()).toBeNull();
    expect(await subscriptionChargesOf(app, seller.clientId)).toHaveLength(1);
  });

  it('refuses a cancellation without a known reason', async () => {
    const seller = await subscribed();
    const response = await subscriptionApi(app, seller).cancel('BORED');
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatchObject({ field: 'reason', message: 'form.error.required' });
  });

  it('offers the retention discount once; only "too expensive" may take it; the next billings cost half', async () => {
    const seller = await subscribed();
    const api = subscriptionApi(app, seller);
    const eligibility = (await api.call('GET', '/subscriptions/current/retention-discount')).json();
    expect(eligibility).toEqual({
      eligible: true,
      discount: { type: 'percentage', value: 50, currency: 'EUR' },
      discountedAmount: 599,
      currentAmount: 1198,
    });
    const wrongReason = await api.call('POST', '/subscriptions/current/retention-discount', {
      reason: 'POOR_SUPPORT',
    });
    expect(wrongReason.statusCode).toBe(422);
    const applied = await api.call('POST', '/subscriptions/current/retention-discount', {
      reason: 'TOO_EXPENSIVE',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      state: 'active',
      retentionDiscount: { active: true },
      nextBillingAmount: 599,
    });
    const again = await api.call('POST', '/subscriptions/current/retention-discount', {
      reason: 'TOO_EXPENSIVE',
    });
    expect(again.statusCode).toBe(200);
    expect((await api.call('GET', '/subscriptions/current/retention-discount')).json().eligible).toBe(false);

    await endPeriodNow(app, seller.clientId);
    await runRenewals();
    expect((await subscriptionChargesOf(app, seller.clientId)).map((charge) => charge.total)).toEqual([
      1198, 599,
    ]);
  });

  it('a cancelled subscription is not eligible for the discount', async () => {
    const seller = await subscribed();
    const api = subscriptionApi(app, seller);
    await api.cancel('TOO_EXPENSIVE');
    expect((await api.call('GET', '/subscriptions/current/retention-discount')).json().eligible).toBe(false);
    const refused = await api.call('POST', '/subscriptions/current/retention-discount', {
      reason: 'TOO_EXPENSIVE',
    });
    expect(refused.statusCode).toBe(422);
  });

  it("another client's retention calls find nothing", async () => {
    const outsider = await signUp(app);
    const api = subscriptionApi(app, outsider);
    expect((await api.call('GET', '/subscriptions/current/retention-discount')).statusCode).toBe(404);
    expect(
      (await api.call('POST', '/subscriptions/current/retention-discount', { reason: 'TOO_EXPENSIVE' }))
        .statusCode,
    ).toBe(404);
  });
});

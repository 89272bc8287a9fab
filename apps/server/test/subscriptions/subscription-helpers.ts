import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedUp } from '../helpers/clients.ts';
import { saveBilling } from '../orders/order-helpers.ts';
import { CARDS, cardNonce, payPalNonce } from '../payments/payment-helpers.ts';

export const subscriptionApi = (app: FastifyInstance, account: SignedUp) => {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: account.headers, ...(payload ? { payload } : {}) });
  return {
    call,
    current: async () => (await call('GET', '/subscriptions/current')).json().subscription,
    create: (paymentMethodId: string, planCode = 'PLUS') =>
      call('POST', '/subscriptions', { paymentMethodId, planCode }),
    cancel: (reason: string, comment?: string) =>
      call('POST', '/subscriptions/current/cancel', { reason, ...(comment ? { comment } : {}) }),
  };
};

/** Stores a card (through 3-D Secure, as the browser does) or a PayPal account; answers its id. */
export const storeMethod = async (
  app: FastifyInstance,
  account: SignedUp,
  kind: 'card' | 'declined-card' | 'paypal' = 'card',
) => {
  const nonce =
    kind === 'paypal'
      ? await payPalNonce(app, account)
      : await cardNonce(app, account, kind === 'declined-card' ? { number: CARDS.declined } : {});
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/payment-methods',
    headers: account.headers,
    payload: { type: 'DIRECT', method: kind === 'paypal' ? 'paypal' : 'creditcard3dsecure', nonce },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};

/** A seller ready to subscribe: invoicing details (Spain, 21 % VAT) and a stored card. */
export const readyToSubscribe = async (app: FastifyInstance, account: SignedUp) => {
  await saveBilling(app, account);
  return storeMethod(app, account);
};

export const subscriptionChargesOf = (app: FastifyInstance, clientId: string) =>
  app.database.query<{ period: number; attempt: number; status: string; total: number }>(
    'SELECT period, attempt, status, total FROM subscription_charges WHERE client_id = $1 ORDER BY created_at, attempt',
    [clientId],
  );

/** Moves the subscription's period end (and any retry) into the past, as time passing would. */
export const endPeriodNow = (app: FastifyInstance, clientId: string) =>
  app.database.query(
    `UPDATE subscriptions SET current_period_end = now() - interval '1 minute',
       next_renewal_attempt_at = CASE WHEN next_renewal_attempt_at IS NULL THEN NULL ELSE now() - interval '1 minute' END
     WHERE client_id = $1 AND state IN ('active', 'canceled')`,
    [clientId],
  );

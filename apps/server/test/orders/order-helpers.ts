import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import type { SignedUp } from '../helpers/clients.ts';
import { cardNonce, payPalNonce } from '../payments/payment-helpers.ts';

export const billing = {
  type: 'business',
  companyName: 'Ana Books SL',
  taxId: 'B12345674',
  firstName: 'Ana',
  lastName: 'García',
  email: 'billing@example.es',
  phone: '+34600111222',
  address: 'Calle Mayor 1',
  location: 'Madrid',
  zipCode: '28013',
  country: 'ES',
};

export const saveBilling = async (app: FastifyInstance, account: SignedUp) => {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v1/billing-client',
    headers: account.headers,
    payload: billing,
  });
  expect(response.statusCode, response.body).toBe(200);
};

export const orderPayload = (
  references: string[],
  payment: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  shipments: references,
  payment: { type: 'DIRECT', ...payment },
  carriersTermsAndConditions: true,
  idempotencyKey: randomUUID(),
  ...extra,
});

/** What the server charges for these shipments, as the checkout shows it before paying. */
export const orderTotal = async (app: FastifyInstance, account: SignedUp, references: string[]) => {
  const priced = await app.inject({
    method: 'POST',
    url: '/api/v1/shipments/price',
    headers: account.headers,
    payload: { references },
  });
  expect(priced.statusCode, priced.body).toBe(200);
  return priced.json().totalPrice.totalPrice as number;
};

/** A card nonce approved by 3-D Secure for exactly what these shipments cost, as the checkout asks. */
export const cardNonceFor = async (
  app: FastifyInstance,
  account: SignedUp,
  references: string[],
  number?: string,
) => cardNonce(app, account, { amount: await orderTotal(app, account, references), number });

/** A PayPal nonce approved for exactly what these shipments cost. */
export const payPalNonceFor = async (app: FastifyInstance, account: SignedUp, references: string[]) =>
  payPalNonce(app, account, { amount: await orderTotal(app, account, references) });

export const placeOrder = (app: FastifyInstance, account: SignedUp, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/orders', headers: account.headers, payload });

/** These shipments bought by card in one order, its labels made (the jobs drained). */
export const buyByCard = async (app: FastifyInstance, account: SignedUp, references: string[]) => {
  const paid = await placeOrder(
    app,
    account,
    orderPayload(references, {
      method: 'creditcard3dsecure',
      nonce: await cardNonceFor(app, account, references),
    }),
  );
  expect(paid.statusCode, paid.body).toBe(201);
  await drainJobs(app);
};

export const stateOf = async (app: FastifyInstance, account: SignedUp, reference: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/v1/shipments/${reference}`, headers: account.headers })
  ).json().state as string;

export const london = {
  firstName: 'Tom',
  lastName: 'Smith',
  phone: '+447911123456',
  email: 'tom@example.co.uk',
  street1: '1 Parliament Street',
  alpha2Code: 'GB',
  zipCode: 'SW1A 1AA',
  city: 'London',
};

export const upsExpressSaver = {
  id: 'ups-express-saver',
  carrierId: 'ups',
  carrierName: 'UPS',
  name: 'Express Saver',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: true,
};
